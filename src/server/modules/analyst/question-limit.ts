import { and, count, eq, gte } from 'drizzle-orm';
import { questionsPerMinute } from '@shared/analyst-chat';
import type { Db } from '../../db/client';
import { usageEvents } from '../../db/schema';
import type { TeamScope } from '../../db/tenancy';
import { AppError } from '../../errors';

const minute = 60_000;

/**
 * Refuses a question when the caller has had this minute's allowance answered. Counted from the AI
 * query events in PostgreSQL, so every app process sees the same count.
 */
export async function assertQuestionAllowed(db: Db, scope: TeamScope, now: Date): Promise<void> {
  const [row] = await db
    .select({ asked: count() })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.teamId, scope.teamId),
        eq(usageEvents.kind, 'ai_query'),
        eq(usageEvents.userId, scope.userId),
        gte(usageEvents.createdAt, new Date(now.getTime() - minute)),
      ),
    );
  if (row.asked >= questionsPerMinute)
    throw new AppError(
      'rate_limited',
      `You have asked ${questionsPerMinute} questions in the last minute; wait a moment and ask again`,
    );
}
