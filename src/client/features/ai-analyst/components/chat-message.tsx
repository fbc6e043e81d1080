import { lazy, Suspense } from 'react';
import { AlertTriangleIcon } from 'lucide-react';
import type { ChatMessage as Message } from '@shared/analyst-chat';
import { chatTexts } from '@client/texts/analyst-chat-texts';
import { cn } from '@client/lib/cn';
import { CitationChips } from '@client/components/answer/citation-chips';

// react-markdown and remark-gfm are the heaviest part of the chat: split off the first load.
const MarkdownAnswer = lazy(() => import('@client/components/answer/markdown-answer'));

/** One message of the conversation: the person's question as typed, the analyst's answer as markdown. */
export function ChatMessage({ message }: { message: Message }) {
  const fromUser = message.role === 'user';
  return (
    <li className={cn('flex', fromUser ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={fromUser ? chatTexts.you : chatTexts.analyst}
        className={cn(
          'max-w-[92%] min-w-0 rounded-lg px-4 py-3 text-sm break-words md:max-w-[80%]',
          fromUser ? 'bg-primary text-primary-foreground' : 'border bg-card text-card-foreground',
        )}
      >
        {fromUser ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : (
          <>
            <Suspense fallback={<p className="whitespace-pre-wrap">{message.content}</p>}>
              <MarkdownAnswer text={message.content} />
            </Suspense>
            {message.unverifiedFigures && message.unverifiedFigures.length > 0 && (
              <p
                role="note"
                className="mt-3 flex items-start gap-2 rounded-md bg-amber-100 px-3 py-2 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100"
              >
                <AlertTriangleIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                <span>
                  {chatTexts.unverified}{' '}
                  {message.unverifiedFigures.map((figure) => (
                    <mark key={figure} className="mr-1 rounded bg-amber-300 px-1 text-amber-950">
                      {figure}
                    </mark>
                  ))}
                </span>
              </p>
            )}
            <CitationChips citations={message.citations ?? []} />
          </>
        )}
      </article>
    </li>
  );
}
