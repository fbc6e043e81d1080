import { activities, documents, investments } from '../../src/server/db/schema';
import type { TestContext, SignedIn } from './helper';

/** The test clock's now (see TestClock), and times a range's edges are checked against. */
export const testNow = new Date('2026-06-01T09:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number, plusMs = 0) => new Date(testNow.getTime() - days * dayMs + plusMs);

/** A document stored straight into the table, as processing leaves it, with its upload time set. */
export async function storeDocument(
  t: TestContext,
  owner: SignedIn,
  values: {
    name?: string;
    text?: string | null;
    createdAt?: Date;
    status?: string;
    type?: string;
    investmentId?: number | null;
  },
): Promise<number> {
  const [row] = await t.database.db
    .insert(documents)
    .values({
      teamId: owner.user.teamId,
      name: values.name ?? 'Document.pdf',
      type: values.type ?? 'ddq',
      mimeType: 'application/pdf',
      fileSize: 1000,
      blobSha256: 'a'.repeat(64),
      category: 'compliance',
      status: values.status ?? 'processed',
      extractedText: values.text === undefined ? 'Fund text.' : values.text,
      investmentId: values.investmentId ?? null,
      createdAt: values.createdAt ?? testNow,
    })
    .returning({ id: documents.id });
  return row.id;
}

/** An investment stored straight into the table with its creation time set. */
export async function storeInvestment(
  t: TestContext,
  owner: SignedIn,
  values: Partial<typeof investments.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(investments)
    .values({
      teamId: owner.user.teamId,
      name: 'Harbor Peak Buyout Fund II',
      type: 'fund',
      status: 'due_diligence',
      strategy: 'Buyout',
      targetSize: '$500M',
      vintage: 2025,
      geography: 'Europe',
      createdAt: testNow,
      ...values,
    })
    .returning({ id: investments.id });
  return row.id;
}

export async function storeActivity(t: TestContext, owner: SignedIn, description: string, createdAt: Date) {
  await t.database.db
    .insert(activities)
    .values({ teamId: owner.user.teamId, userId: owner.user.id, description, createdAt });
}
