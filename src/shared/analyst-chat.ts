import { z } from 'zod';

/** SPEC 9 chat constants. */
export const chatHistoryLimit = 10;
export const maxChatMessageLength = 4000;
export const maxSavedConversations = 20;
export const conversationTitleLength = 50;
export const autoScrollDelayMs = 100;
export const promptTypingMs = 20;
export const scrollShadowThresholdPx = 10;
/** Questions one person may ask a minute; a model costs money and the local analyst CPU. */
export const questionsPerMinute = 20;

/** SPEC 9 source options; only investments, documents and activities supply data. */
export const analystSources = [
  'all',
  'investments',
  'documents',
  'activities',
  'memos',
  'analytics',
] as const;
export const zAnalystSource = z.enum(analystSources);
export type AnalystSource = z.infer<typeof zAnalystSource>;
const zMessageText = z
  .string()
  .trim()
  .min(1, 'Message is required')
  .max(maxChatMessageLength, `At most ${maxChatMessageLength.toLocaleString('en-US')} characters`);

export const zCitation = z.object({
  kind: z.enum(['document', 'investment', 'note', 'activity']),
  id: z.number().int(),
  title: z.string(),
  page: z.number().int().optional(),
  quote: z.string().optional(),
  href: z.string(),
});
export type Citation = z.infer<typeof zCitation>;

export const zChatRole = z.enum(['user', 'assistant']);

/** SPEC 3 chat message, with the answer's citations and unverified figures kept for History. */
export const zChatMessage = z.object({
  id: z.string(),
  role: zChatRole,
  content: z.string(),
  timestamp: z.string(),
  citations: z.array(zCitation).optional(),
  unverifiedFigures: z.array(z.string()).optional(),
});
export type ChatMessage = z.infer<typeof zChatMessage>;

/**
 * SPEC 7 request. `context` is accepted for compatibility but never read as data: the server searches
 * only the caller's team, and the selected sources choose which of its data.
 */
export const zAnalystChatInput = z.object({
  message: zMessageText,
  context: z.record(z.string(), z.unknown()).optional(),
  conversationHistory: z
    .array(z.object({ role: zChatRole, content: zMessageText }).passthrough())
    .max(chatHistoryLimit, `At most ${chatHistoryLimit} messages`)
    .default([]),
  sessionId: z.string().max(200).optional(),
  selectedSources: z.array(zAnalystSource).max(analystSources.length).default(['all']),
  conversationId: z.number().int().positive().optional(),
});
export type AnalystChatInput = z.input<typeof zAnalystChatInput>;

export const zAnalystChatResponse = z.object({
  response: z.string(),
  citations: z.array(zCitation),
  fallback: z.boolean(),
  fallbackReason: z.string().optional(),
  unverifiedFigures: z.array(z.string()),
  conversationId: z.number().int(),
});
export type AnalystChatResponse = z.infer<typeof zAnalystChatResponse>;

/** SPEC 7 POST /api/ai/investment-chat: a question about one investment, answered from its data only. */
export const zInvestmentChatInput = z.object({
  investmentId: z.number().int().positive().max(2_147_483_647),
  message: zMessageText,
  conversationHistory: zAnalystChatInput.shape.conversationHistory,
});
export type InvestmentChatInput = z.input<typeof zInvestmentChatInput>;

/** The question box's own field: the same rule as the request's message. */
export const zInvestmentQuestion = zInvestmentChatInput.pick({ message: true });
export type InvestmentQuestion = z.infer<typeof zInvestmentQuestion>;

export const zInvestmentChatResponse = zAnalystChatResponse.omit({ conversationId: true });
export type InvestmentChatResponse = z.infer<typeof zInvestmentChatResponse>;

/** SPEC 3 conversation: title, messages, timestamp (created) and lastUpdated. */
export const zConversation = z.object({
  id: z.number().int(),
  title: z.string(),
  messages: z.array(zChatMessage),
  timestamp: z.string(),
  lastUpdated: z.string(),
});
export type Conversation = z.infer<typeof zConversation>;
export const zConversationSummary = zConversation.omit({ messages: true });
export type ConversationSummary = z.infer<typeof zConversationSummary>;

/** SPEC 3: the first 50 characters of the first message, plus an ellipsis if longer. */
export function conversationTitle(firstMessage: string): string {
  const text = firstMessage.trim();
  return text.length > conversationTitleLength ? `${text.slice(0, conversationTitleLength)}...` : text;
}

/** Six prompts of the empty state, each answerable from the demo team's data. */
export const suggestedPrompts = [
  'How many investments are in due diligence?',
  'Which investments have an IRR above 20%?',
  'What is the total target size of funds in Europe?',
  'Compare Northbridge Growth Partners IV and Helios Infrastructure Fund II',
  'What are the carried interest and hurdle terms for Northbridge Growth Partners IV?',
  'What changed in the pipeline this week?',
] as const;
