import { HistoryIcon, MessageSquarePlusIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { autoScrollDelayMs, scrollShadowThresholdPx, type AnalystSource } from '@shared/analyst-chat';
import { chatTexts } from '@client/texts/analyst-chat-texts';
import { screenHeadings } from '@client/texts/screen-headings';
import { Button } from '@client/components/ui/button';
import { FilterSelect } from '@client/components/ui/filter-select';
import { cn } from '@client/lib/cn';
import { ChatComposer } from './chat-composer';
import { ChatMessage } from './chat-message';
import { EmptyState, sourceOptions } from './empty-state';
import { HistoryDialog } from './history-dialog';
import { ThinkingIndicator } from './thinking-indicator';
import { useChatSession } from './use-chat-session';
import { useConversationInUrl } from './use-conversation-in-url';
import { useTypedPrompt } from './use-typed-prompt';

/** SPEC 2 AI analyst chat at / and /ai-analyst. */
export function AnalystChatScreen() {
  const chat = useChatSession();
  const [input, setInput] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const typing = useTypedPrompt(setInput);
  useConversationInUrl(chat.conversationId, chat.open);

  // SPEC 9: the newest message is scrolled into view 100 ms after it arrives (after layout settles).
  const messageCount = chat.messages.length;
  useEffect(() => {
    if (messageCount === 0 && !chat.pending) return;
    const timer = setTimeout(() => {
      const element = scroller.current;
      element?.scrollTo?.({ top: element.scrollHeight, behavior: 'smooth' });
    }, autoScrollDelayMs);
    return () => clearTimeout(timer);
  }, [messageCount, chat.pending]);

  const send = () => {
    typing.stop();
    if (chat.send(input)) setInput('');
  };
  const startNew = () => {
    typing.stop();
    setInput('');
    chat.startNew();
  };

  return (
    // The screen less the main area's padding (and on a phone the 3.5rem top bar), so the composer stays
    // on the screen and only the conversation scrolls.
    <div className="flex h-[calc(100dvh-6.5rem)] min-h-[24rem] flex-col gap-3 md:h-[calc(100dvh-4rem)]">
      <header className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{screenHeadings.aiAnalyst.title}</h1>
        <FilterSelect<AnalystSource>
          label={chatTexts.sourceLabel}
          value={chat.source}
          onValueChange={chat.setSource}
          options={sourceOptions}
          className="w-40"
        />
        <Button type="button" variant="outline" onClick={() => setHistoryOpen(true)}>
          <HistoryIcon aria-hidden />
          {chatTexts.history}
        </Button>
        <Button type="button" variant="outline" onClick={startNew} disabled={messageCount === 0}>
          <MessageSquarePlusIcon aria-hidden />
          {chatTexts.newChat}
        </Button>
      </header>
      <div
        ref={scroller}
        onScroll={(event) => setScrolled(event.currentTarget.scrollTop > scrollShadowThresholdPx)}
        className={cn(
          'min-h-0 flex-1 overflow-y-auto rounded-lg border bg-muted/30 p-3 transition-shadow md:p-4',
          scrolled && 'shadow-[inset_0_8px_8px_-8px_rgb(0_0_0/0.25)]',
        )}
      >
        {messageCount === 0 && !chat.pending ? (
          <EmptyState
            onPrompt={(prompt) => {
              inputRef.current?.focus();
              typing.type(prompt);
            }}
          />
        ) : (
          <>
            {/* Answers' own headings are h3: this keeps the page's outline in order under the h1. */}
            <h2 className="sr-only">Conversation</h2>
            <ol aria-label="Conversation" aria-live="polite" className="grid gap-3">
              {chat.messages.map((message) => (
                <ChatMessage key={message.id} message={message} />
              ))}
              {chat.pending && <ThinkingIndicator />}
            </ol>
          </>
        )}
      </div>
      <ChatComposer
        ref={inputRef}
        value={input}
        onChange={(value) => {
          typing.stop();
          setInput(value);
        }}
        onSend={send}
        pending={chat.pending}
      />
      <HistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        currentId={chat.conversationId}
        onOpenConversation={(conversation) => {
          typing.stop();
          setInput('');
          chat.open(conversation);
        }}
        onNewChat={startNew}
      />
    </div>
  );
}
