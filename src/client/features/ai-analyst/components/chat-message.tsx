import { lazy, Suspense } from 'react';
import type { ChatMessage as Message } from '@shared/analyst-chat';
import { chatTexts } from '@client/texts/analyst-chat-texts';
import { cn } from '@client/lib/cn';
import { CitationChips } from '@client/components/answer/citation-chips';
import { UnverifiedFigures } from '@client/components/answer/unverified-figures';

// react-markdown and remark-gfm are the heaviest part of the chat: split off the first load.
const MarkdownAnswer = lazy(() => import('@client/components/answer/markdown-answer'));

/** One message of the conversation: the person's question as typed, the analyst's answer as markdown. */
export function ChatMessage({ message }: { message: Message }) {
  const fromUser = message.role === 'user';
  return (
    <li className={cn('flex min-w-0', fromUser ? 'justify-end' : 'justify-start')}>
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
            <UnverifiedFigures figures={message.unverifiedFigures ?? []} className="mt-3" />
            <CitationChips citations={message.citations ?? []} />
          </>
        )}
      </article>
    </li>
  );
}
