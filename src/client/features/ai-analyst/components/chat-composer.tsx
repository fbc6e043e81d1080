import { SendIcon } from 'lucide-react';
import type { Ref } from 'react';
import { maxChatMessageLength } from '@shared/analyst-chat';
import { chatTexts } from '@client/texts/analyst-chat-texts';
import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/textarea';

type ChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** SPEC 2: Enter sends, Shift+Enter breaks the line; blank input is not sent; no sending while pending. */
export function ChatComposer({ value, onChange, onSend, pending, ref }: ChatComposerProps) {
  const blank = value.trim() === '';
  return (
    <form
      noValidate
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Textarea
        ref={ref}
        aria-label={chatTexts.inputLabel}
        placeholder={chatTexts.inputPlaceholder}
        value={value}
        maxLength={maxChatMessageLength}
        rows={2}
        className="max-h-40 min-h-12 resize-none"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
      />
      <Button type="submit" size="icon" aria-label={chatTexts.send} disabled={blank || pending}>
        <SendIcon aria-hidden />
      </Button>
    </form>
  );
}
