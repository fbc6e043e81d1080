import { SparklesIcon } from 'lucide-react';
import { analystSources, suggestedPrompts, type AnalystSource } from '@shared/analyst-chat';
import { analystSourceLabels, chatTexts } from '@client/texts/analyst-chat-texts';
import { Button } from '@client/components/ui/button';

/** SPEC 2: the chat before its first question: what it answers from, and six prompts to start with. */
export function EmptyState({ onPrompt }: { onPrompt: (prompt: string) => void }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 py-6 text-center">
      <div className="grid justify-items-center gap-2">
        <SparklesIcon aria-hidden className="size-8 text-primary" />
        <h2 className="text-lg font-semibold">{chatTexts.emptyTitle}</h2>
        <p className="max-w-xl text-sm text-muted-foreground">{chatTexts.emptyDescription}</p>
      </div>
      <section aria-labelledby="suggested-prompts" className="grid gap-3">
        <h3 id="suggested-prompts" className="text-sm font-medium text-muted-foreground">
          {chatTexts.suggestedHeading}
        </h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {suggestedPrompts.map((prompt) => (
            <li key={prompt}>
              <Button
                type="button"
                variant="outline"
                className="h-auto w-full justify-start px-3 py-2 text-left whitespace-normal"
                onClick={() => onPrompt(prompt)}
              >
                {prompt}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const sourceOptions = analystSources.map((value: AnalystSource) => ({
  value,
  label: analystSourceLabels[value],
}));
