import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Conversation } from '@shared/analyst-chat';
import { analystKeys } from '../api/analyst-keys';
import { getConversation } from '../api/conversations';

const parameter = 'conversation';

function conversationIn(search: string): number | null {
  const raw = new URLSearchParams(search).get(parameter);
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * Keeps the open conversation in the address (/?conversation=41), so following a citation and coming
 * back, or reloading, reopens it from the server instead of an empty chat.
 */
export function useConversationInUrl(current: number | null, open: (conversation: Conversation) => void) {
  const [location, navigate] = useLocation();
  const inAddress = conversationIn(useSearch());
  // Only the address the screen was opened at is loaded; later changes come from the chat itself.
  const [atOpen] = useState(inAddress);
  const opened = useRef(false);
  const saved = useQuery({
    queryKey: analystKeys.conversation(atOpen ?? 0),
    queryFn: () => getConversation(atOpen ?? 0),
    enabled: atOpen !== null,
  });

  useEffect(() => {
    if (!saved.data || opened.current) return;
    opened.current = true;
    open(saved.data);
  }, [saved.data, open]);

  const loading = atOpen !== null && saved.isPending;
  useEffect(() => {
    if (current === inAddress || loading) return;
    navigate(current === null ? location : `${location}?${parameter}=${current}`, { replace: true });
  }, [current, inAddress, loading, location, navigate]);
}
