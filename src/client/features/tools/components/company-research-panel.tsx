import { lazy, Suspense } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileTextIcon, SearchIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { chatToasts } from '@client/texts/analyst-chat-texts';
import { toolTexts, toolToasts } from '../tools-texts';
import { zCompanyResearchInput, type CompanyResearchInput } from '@shared/tools';
import { UnverifiedFigures } from '@client/components/answer/unverified-figures';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useToast } from '@client/components/ui/use-toast';
import { useCompanyResearch } from '../api/company-research';

// A model may write the research: shown as markdown, never as HTML. Its code starts loading when a
// topic is sent, so the result does not shift under the reader's pointer once it arrives.
const loadMarkdown = () => import('@client/components/answer/markdown-answer');
const MarkdownAnswer = lazy(loadMarkdown);

const Words = ({ text }: { text: string }) => (
  <Suspense fallback={text}>
    <MarkdownAnswer text={text} />
  </Suspense>
);

/**
 * SPEC 2 Company research: a free-text topic (SPEC 5: empty or whitespace is not sent), answered with
 * a summary, key findings and source links.
 */
export function CompanyResearchPanel() {
  const showToast = useToast();
  const research = useCompanyResearch();
  // The shared request schema is the form's rule: a topic of blanks only is never sent.
  const form = useForm<CompanyResearchInput>({
    resolver: zodResolver(zCompanyResearchInput),
    defaultValues: { query: '' },
  });
  const query = useWatch({ control: form.control, name: 'query' }).trim();

  return (
    <div className="grid gap-4">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((input) => {
          if (research.isPending) return;
          void loadMarkdown();
          research.mutate(input.query, {
            onSuccess: (result) => {
              showToast(toolToasts.researchComplete);
              if (result.fallback)
                showToast(chatToasts.fallback(result.fallbackReason ?? 'the AI model is unavailable'));
            },
            onError: () => showToast(toolToasts.researchFailed),
          });
        })}
      >
        <Field label={toolTexts.researchTopic}>
          {(control) => (
            <Input {...control} {...form.register('query')} placeholder={toolTexts.researchPlaceholder} />
          )}
        </Field>
        <DialogFooter>
          <Button type="submit" disabled={!query || research.isPending}>
            <SearchIcon aria-hidden />
            {research.isPending ? toolTexts.researching : toolTexts.research}
          </Button>
        </DialogFooter>
      </form>
      {research.data && (
        <section aria-label="Research result" className="grid gap-3 rounded-lg border p-4 text-sm">
          <Words text={research.data.summary} />
          <UnverifiedFigures figures={research.data.unverifiedFigures} />
          {research.data.keyFindings.length > 0 && (
            <div className="grid gap-1">
              <h3 className="font-medium">{toolTexts.keyFindings}</h3>
              <ul className="list-disc pl-5">
                {research.data.keyFindings.map((finding) => (
                  <li key={finding}>
                    <Words text={finding} />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {research.data.sources.length > 0 && (
            <div className="grid gap-1">
              <h3 className="font-medium">{toolTexts.sources}</h3>
              <ul className="grid gap-1">
                {research.data.sources.map((source) => (
                  <li key={source.url}>
                    <Link
                      href={source.url}
                      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                    >
                      <FileTextIcon className="size-3" aria-hidden />
                      {source.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
