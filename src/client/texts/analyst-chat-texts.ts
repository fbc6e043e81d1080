import type { AnalystSource } from '@shared/analyst-chat';
import type { ToastText } from './messages';

/** SPEC 8 toasts of the chat. */
export const chatToasts = {
  failed: { title: 'Error', description: 'Failed to get AI response. Please try again.', destructive: true },
  fallback: (reason: string): ToastText => ({
    title: 'Fallback Mode',
    description: `Using local AI service: ${reason}`,
  }),
} satisfies Record<string, ToastText | ((...args: never[]) => ToastText)>;

export const chatTexts = {
  emptyTitle: 'Ask about your pipeline and documents',
  emptyDescription:
    "Answers come from your team's investments, notes, activity and documents, and cite where each fact came from.",
  sourceLabel: 'Sources',
  suggestedHeading: 'Suggested questions',
  inputLabel: 'Message',
  inputPlaceholder: 'Ask a question… (Enter to send, Shift+Enter for a new line)',
  send: 'Send',
  thinking: 'Analyzing your data…',
  history: 'History',
  historyTitle: 'Saved conversations',
  historyDescription: 'Your 20 most recent conversations, newest first.',
  historyEmpty: 'No saved conversations yet.',
  historyLoadFailed: 'Could not load your conversations.',
  newChat: 'New Chat',
  open: 'Open',
  delete: 'Delete',
  sourcesHeading: 'Sources',
  unverified: 'Not found in any source, check before relying on:',
  you: 'You',
  analyst: 'AI Analyst',
  page: (page: number) => `p. ${page}`,
} as const;

/** The chat's source filter, one label per source the analyst can be asked to read. */
export const analystSourceLabels: Record<AnalystSource, string> = {
  all: 'All sources',
  investments: 'Investments',
  documents: 'Documents',
  activities: 'Activities',
  memos: 'Memos',
  analytics: 'Analytics',
};
