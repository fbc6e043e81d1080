import { and, desc, eq, notInArray } from 'drizzle-orm';
import {
  conversationTitle,
  maxSavedConversations,
  type ChatMessage,
  type Conversation,
  type ConversationSummary,
} from '@shared/analyst-chat';
import type { Db } from '../../db/client';
import { conversations, type ConversationRow } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { notFound } from '../../errors';

/** A person's own conversation: the team and the user must both be the caller's. */
const ownConversation = (scope: TeamScope, id: number) =>
  ownedBy(conversations, scope, eq(conversations.userId, scope.userId), eq(conversations.id, id));

const summaryOf = (
  row: Pick<ConversationRow, 'id' | 'title' | 'createdAt' | 'updatedAt'>,
): ConversationSummary => ({
  id: row.id,
  title: row.title,
  timestamp: row.createdAt.toISOString(),
  lastUpdated: row.updatedAt.toISOString(),
});

/** The caller's saved conversations, newest first (SPEC 9: at most 20 are kept). */
export async function listConversations(db: Db, scope: TeamScope): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      id: conversations.id,
      title: conversations.title,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
    })
    .from(conversations)
    .where(ownedBy(conversations, scope, eq(conversations.userId, scope.userId)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(maxSavedConversations);
  return rows.map(summaryOf);
}

export async function getConversation(db: Db, scope: TeamScope, id: number): Promise<Conversation> {
  const [row] = await db.select().from(conversations).where(ownConversation(scope, id));
  if (!row) throw notFound('Conversation');
  return { ...summaryOf(row), messages: row.messages };
}

export async function deleteConversation(db: Db, scope: TeamScope, id: number): Promise<void> {
  const deleted = await db
    .delete(conversations)
    .where(ownConversation(scope, id))
    .returning({ id: conversations.id });
  if (deleted.length === 0) throw notFound('Conversation');
}

/**
 * Adds a question and its answer to the caller's conversation, or starts one titled by SPEC 3's rule,
 * and forgets the caller's conversations beyond the 20 most recent.
 */
export async function saveExchange(
  db: Db,
  scope: TeamScope,
  options: { conversationId?: number; messages: ChatMessage[]; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    let id = options.conversationId;
    if (id === undefined) {
      const [created] = await tx
        .insert(conversations)
        .values({
          teamId: scope.teamId,
          userId: scope.userId,
          title: conversationTitle(options.messages[0].content),
          messages: options.messages,
          createdAt: options.now,
          updatedAt: options.now,
        })
        .returning({ id: conversations.id });
      id = created.id;
    } else {
      const [row] = await tx
        .select({ messages: conversations.messages })
        .from(conversations)
        .where(ownConversation(scope, id));
      if (!row) throw notFound('Conversation');
      await tx
        .update(conversations)
        .set({ messages: [...row.messages, ...options.messages], updatedAt: options.now })
        .where(ownConversation(scope, id));
    }
    const kept = tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userId, scope.userId)))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(maxSavedConversations);
    await tx
      .delete(conversations)
      .where(and(eq(conversations.userId, scope.userId), notInArray(conversations.id, kept)));
    return id;
  });
}

/** Throws when the conversation is not the caller's, before any work is spent on the question. */
export async function assertOwnConversation(db: Db, scope: TeamScope, id: number): Promise<void> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(ownConversation(scope, id));
  if (!row) throw notFound('Conversation');
}
