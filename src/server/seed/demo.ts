import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { fileKindOf, maxFileSizeBytes } from '@shared/document-upload';
import { investmentStatusLabels, type InvestmentStatus } from '@shared/investment-stages';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { activities, investments, notes, teams, users } from '../db/schema';
import { fileDocument, uploadedActivity } from '../modules/documents/file-document';
import type { BlobStore } from '../storage/blob-store';
import { demoDocuments } from './demo-documents';
import { hashPassword } from '../auth/password';
import { demoInvestments } from './demo-investments';
import { demoPassword, demoTeamName, demoUsers } from './demo-users';

const hour = 60 * 60 * 1000;

/** True when no team exists yet: the demo is only ever written into an empty database. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ teams: count() }).from(teams);
  return row.teams === 0;
}

/**
 * Seeds the demo team, its three people and its pipeline with notes and activity, and files its demo
 * documents as a member's uploads for the real processing pipeline, in one transaction.
 */
export async function seedDemo({
  db,
  clock,
  blobStore,
}: {
  db: Db;
  clock: Clock;
  blobStore: BlobStore;
}): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  const now = clock.now().getTime();
  const files = await Promise.all(
    demoDocuments.map(async (document) => ({
      document,
      blob: await blobStore.put(Readable.from([await document.bytes()]), { maxBytes: maxFileSizeBytes }),
    })),
  );
  await db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({
        name: demoTeamName,
        description:
          'Fund-of-funds investing in private equity, credit and infrastructure managers worldwide.',
      })
      .returning();
    const people = await tx
      .insert(users)
      .values(demoUsers.map((person) => ({ ...person, teamId: team.id, passwordHash })))
      .returning();
    const author = people.find((person) => person.role === 'member') ?? people[0];
    const investmentIds = new Map<string, number>();

    for (const [index, { notes: investmentNotes, ...investment }] of demoInvestments.entries()) {
      const created = new Date(now - (demoInvestments.length - index) * 36 * hour);
      const touched = new Date(created.getTime() + 6 * hour);
      const [row] = await tx
        .insert(investments)
        .values({
          ...investment,
          teamId: team.id,
          lastActivity: touched,
          createdAt: created,
          updatedAt: touched,
        })
        .returning();
      investmentIds.set(row.name, row.id);
      const label = investmentStatusLabels[investment.status as InvestmentStatus];
      await tx.insert(activities).values([
        {
          teamId: team.id,
          investmentId: row.id,
          userId: author.id,
          description: `Added ${row.name} to the pipeline`,
          createdAt: created,
        },
        {
          teamId: team.id,
          investmentId: row.id,
          userId: author.id,
          description: `Moved ${row.name} to ${label}`,
          createdAt: touched,
        },
      ]);
      if (investmentNotes.length > 0) {
        await tx.insert(notes).values(
          investmentNotes.map((note) => ({
            ...note,
            teamId: team.id,
            investmentId: row.id,
            authorId: author.id,
            createdAt: touched,
            updatedAt: touched,
          })),
        );
      }
    }

    const uploadedAt = new Date(now);
    const uploader = { teamId: team.id, userId: author.id };
    for (const { document, blob } of files) {
      const investmentId = investmentIds.get(document.investmentName);
      const filed = await fileDocument(
        tx,
        blobStore,
        uploader,
        {
          name: document.name,
          kind: fileKindOf(document.name) ?? 'pdf',
          sha256: blob.sha256,
          size: blob.size,
          metadata: { type: document.type, investmentId },
          activity: uploadedActivity(document.name, investmentId ? document.investmentName : undefined),
        },
        uploadedAt,
      );
      if (!filed) throw new Error(`The demo file ${document.name} was not stored`);
    }
  });
}
