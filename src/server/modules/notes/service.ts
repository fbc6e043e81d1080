import { desc, eq } from 'drizzle-orm';
import type { Note, NoteInput, NoteType } from '@shared/note';
import { noteTypeLabels } from '@shared/note';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { notes, users } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { notFound } from '../../errors';
import { recordActivity } from '../activities/service';
import { findInvestment, touchInvestment } from '../investments/service';

type Deps = { db: Db; clock: Clock };

const noteColumns = {
  id: notes.id,
  investmentId: notes.investmentId,
  content: notes.content,
  type: notes.type,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
  authorFirstName: users.firstName,
  authorEmail: users.email,
};

type NoteSelection = {
  id: number;
  investmentId: number;
  content: string;
  type: string;
  createdAt: Date;
  updatedAt: Date;
  authorFirstName: string | null;
  authorEmail: string | null;
};

function presentNote(row: NoteSelection): Note {
  const authorName = row.authorFirstName || row.authorEmail?.split('@')[0] || null;
  return {
    id: row.id,
    investmentId: row.investmentId,
    content: row.content,
    type: row.type as NoteType,
    authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findNote(db: Db, scope: Pick<TeamScope, 'teamId'>, noteId: number): Promise<Note> {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .where(ownedBy(notes, scope, eq(notes.id, noteId)));
  if (!row) throw notFound('Note');
  return presentNote(row);
}

export async function listNotes(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  investmentId: number,
): Promise<Note[]> {
  await findInvestment(db, scope, investmentId);
  const rows = await db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .where(ownedBy(notes, scope, eq(notes.investmentId, investmentId)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
  return rows.map(presentNote);
}

export async function addNote(
  { db, clock }: Deps,
  scope: TeamScope,
  investmentId: number,
  input: NoteInput,
): Promise<Note> {
  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    const investment = await findInvestment(tx, scope, investmentId);
    const [row] = await tx
      .insert(notes)
      .values({
        ...input,
        teamId: scope.teamId,
        investmentId,
        authorId: scope.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: notes.id });
    await touchInvestment(tx, scope, investmentId, now);
    await recordActivity(tx, scope, {
      investmentId,
      description: `Added a ${noteTypeLabels[input.type]} note to ${investment.name}`,
      at: now,
    });
    return row.id;
  });
  return findNote(db, scope, id);
}

export async function updateNote(
  { db, clock }: Deps,
  scope: TeamScope,
  noteId: number,
  input: NoteInput,
): Promise<Note> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const before = await findNote(tx, scope, noteId);
    await tx
      .update(notes)
      .set({ ...input, updatedAt: now })
      .where(ownedBy(notes, scope, eq(notes.id, noteId)));
    const investment = await findInvestment(tx, scope, before.investmentId);
    await touchInvestment(tx, scope, investment.id, now);
    await recordActivity(tx, scope, {
      investmentId: investment.id,
      description: `Updated a note on ${investment.name}`,
      at: now,
    });
  });
  return findNote(db, scope, noteId);
}

/** Deletes the note; answers the investment it was on. */
export async function deleteNote({ db, clock }: Deps, scope: TeamScope, noteId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const note = await findNote(tx, scope, noteId);
    await tx.delete(notes).where(ownedBy(notes, scope, eq(notes.id, noteId)));
    const investment = await findInvestment(tx, scope, note.investmentId);
    const now = clock.now();
    await touchInvestment(tx, scope, investment.id, now);
    await recordActivity(tx, scope, {
      investmentId: investment.id,
      description: `Deleted a note on ${investment.name}`,
      at: now,
    });
    return investment.id;
  });
}
