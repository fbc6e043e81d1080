import { and, eq } from 'drizzle-orm';
import type { AuditedModelReading } from '@shared/model-reading';
import type { Db } from '../../db/client';
import { modelReadings } from '../../db/schema';

/**
 * What a reading is kept by: the team, the file's content, the analyst version, and whatever changes
 * what is sent and who answers: the model, the endpoint serving it and the token budget.
 */
export type ReadingKey = {
  teamId: number;
  blobSha256: string;
  analystVersion: number;
  model: string;
  baseUrl: string;
  tokenBudget: number;
};

const keyOf = (key: ReadingKey) =>
  and(
    eq(modelReadings.teamId, key.teamId),
    eq(modelReadings.blobSha256, key.blobSha256),
    eq(modelReadings.analystVersion, key.analystVersion),
    eq(modelReadings.model, key.model),
    eq(modelReadings.baseUrl, key.baseUrl),
    eq(modelReadings.tokenBudget, key.tokenBudget),
  );

/** The reading kept for the key, and when the file was read. */
export async function cachedReading(
  db: Db,
  key: ReadingKey,
): Promise<{ reading: AuditedModelReading; at: Date } | null> {
  const [row] = await db
    .select({ reading: modelReadings.reading, at: modelReadings.createdAt })
    .from(modelReadings)
    .where(keyOf(key));
  return row ?? null;
}

/** Keeps a reading; a second process that read the same file meanwhile keeps the first one stored. */
export async function keepReading(db: Db, key: ReadingKey, reading: AuditedModelReading): Promise<void> {
  await db
    .insert(modelReadings)
    .values({ ...key, reading })
    .onConflictDoNothing();
}
