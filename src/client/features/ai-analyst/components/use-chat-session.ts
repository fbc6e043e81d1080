import { useCallback, useRef, useState } from 'react';
import {
  chatHistoryLimit,
  type AnalystSource,
  type ChatMessage,
  type Conversation,
} from '@shared/analyst-chat';
import { chatToasts } from '@client/texts/analyst-chat-texts';
import { useToast } from '@client/components/ui/use-toast';
import { useAskAnalyst } from '../api/ask-analyst';

const newId = () => crypto.randomUUID();
/** SPEC 7: a random session id per page load. */
const sessionId = newId();

/** Sources that supply data (SPEC 9); the server reads its own rows for them, never what is sent here. */
const dataSources = ['investments', 'documents', 'activities'] as const;

/**
 * One chat's state: its messages, the saved conversation it continues, and the pending question.
 * SPEC 4: sending sets a pending state until an answer or an error returns.
 */
export function useChatSession() {
  const showToast = useToast();
  const ask = useAskAnalyst();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [source, setSource] = useState<AnalystSource>('all');
  // A reply that arrives after New Chat or another conversation was opened belongs to no open chat.
  const generation = useRef(0);

  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (message === '' || ask.isPending) return false;
      const history = messages.slice(-chatHistoryLimit).map(({ role, content }) => ({ role, content }));
      const selected = source === 'all' ? dataSources : dataSources.filter((name) => name === source);
      setMessages((current) => [
        ...current,
        { id: newId(), role: 'user', content: message, timestamp: new Date().toISOString() },
      ]);
      const asked = generation.current;
      ask.mutate(
        {
          message,
          context: Object.fromEntries(selected.map((name) => [name, []])),
          conversationHistory: history,
          sessionId,
          selectedSources: [source],
          ...(conversationId !== null ? { conversationId } : {}),
        },
        {
          onSuccess: (answer) => {
            if (asked !== generation.current) return;
            setConversationId(answer.conversationId);
            setMessages((current) => [
              ...current,
              {
                id: newId(),
                role: 'assistant',
                content: answer.response,
                timestamp: new Date().toISOString(),
                citations: answer.citations,
                unverifiedFigures: answer.unverifiedFigures,
              },
            ]);
            if (answer.fallback)
              showToast(chatToasts.fallback(answer.fallbackReason ?? 'the AI model is unavailable'));
          },
          onError: () => showToast(chatToasts.failed),
        },
      );
      return true;
    },
    [ask, conversationId, messages, showToast, source],
  );

  const startNew = useCallback(() => {
    generation.current += 1;
    setMessages([]);
    setConversationId(null);
    ask.reset();
  }, [ask]);

  const open = useCallback(
    (conversation: Conversation) => {
      generation.current += 1;
      setMessages(conversation.messages);
      setConversationId(conversation.id);
      ask.reset();
    },
    [ask],
  );

  return {
    messages,
    conversationId,
    pending: ask.isPending,
    source,
    setSource,
    send,
    startNew,
    open,
  };
}
