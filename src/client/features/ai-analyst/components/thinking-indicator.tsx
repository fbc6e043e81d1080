import { chatTexts } from '@client/texts/analyst-chat-texts';

/** SPEC 2: shown while a reply is pending; announced politely to screen readers. */
export function ThinkingIndicator() {
  return (
    <li className="flex justify-start">
      <div
        role="status"
        className="flex items-center gap-2 rounded-lg border bg-card px-4 py-3 text-sm text-muted-foreground"
      >
        <span aria-hidden className="flex gap-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 animate-bounce rounded-full bg-current motion-reduce:animate-none"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        {chatTexts.thinking}
      </div>
    </li>
  );
}
