import { desc, eq } from 'drizzle-orm';
import type { CreateInvestmentInput, Investment, UpdateInvestmentInput } from '@shared/investment';
import { investmentStatusLabels, type InvestmentStatus } from '@shared/investment-stages';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { investments, pipelineVersions, type InvestmentRow } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { notFound } from '../../errors';
import { recordActivity } from '../activities/service';
import { presentInvestment } from './present-investment';

export { presentInvestment } from './present-investment';

type Deps = { db: Db; clock: Clock };

export async function listInvestments(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<Investment[]> {
  const rows = await db
    .select()
    .from(investments)
    .where(ownedBy(investments, scope))
    .orderBy(desc(investments.createdAt), desc(investments.id));
  return rows.map(presentInvestment);
}

/** Raised by a trigger on every change to the team's investments, by any process; 0 before the first. */
export async function pipelineVersion(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<number> {
  const [row] = await db
    .select({ version: pipelineVersions.version })
    .from(pipelineVersions)
    .where(eq(pipelineVersions.teamId, scope.teamId));
  return row?.version ?? 0;
}

/** One of the team's investments, or not_found (another team's id is answered the same way). */
export async function findInvestment(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  id: number,
): Promise<InvestmentRow> {
  const [row] = await db
    .select()
    .from(investments)
    .where(ownedBy(investments, scope, eq(investments.id, id)));
  if (!row) throw notFound('Investment');
  return row;
}

export async function getInvestment(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  id: number,
): Promise<Investment> {
  return presentInvestment(await findInvestment(db, scope, id));
}

export async function createInvestment(
  { db, clock }: Deps,
  scope: TeamScope,
  input: CreateInvestmentInput,
): Promise<Investment> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(investments)
      .values({ ...input, teamId: scope.teamId, lastActivity: now, createdAt: now, updatedAt: now })
      .returning();
    await recordActivity(tx, scope, {
      investmentId: row.id,
      description: `Added ${row.name} to the pipeline`,
      at: now,
    });
    return presentInvestment(row);
  });
}

const stageLabel = (status: string) => investmentStatusLabels[status as InvestmentStatus] ?? status;

/** What the feed says of a change: a stage move, an archive, or an edit. */
function describeChange(before: InvestmentRow, input: UpdateInvestmentInput): string {
  const fields = Object.keys(input);
  if (input.status && input.status !== before.status) {
    if (input.status === 'archived') return `Archived ${before.name}`;
    const move = `Moved ${before.name} from ${stageLabel(before.status)} to ${stageLabel(input.status)}`;
    return fields.length === 1
      ? move
      : `Edited ${before.name}; ${move.charAt(0).toLowerCase()}${move.slice(1)}`;
  }
  return `Edited ${input.name && input.name !== before.name ? `${before.name} (now ${input.name})` : before.name}`;
}

export async function updateInvestment(
  { db, clock }: Deps,
  scope: TeamScope,
  id: number,
  input: UpdateInvestmentInput,
): Promise<{ investment: Investment; previousStatus: string }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const before = await findInvestment(tx, scope, id);
    // A changed IRR keeps the one it replaced, the only ground for showing a trend.
    const irrChanged = input.irr !== undefined && input.irr !== before.irr;
    const [row] = await tx
      .update(investments)
      .set({ ...input, ...(irrChanged && { previousIrr: before.irr }), lastActivity: now, updatedAt: now })
      .where(ownedBy(investments, scope, eq(investments.id, id)))
      .returning();
    await recordActivity(tx, scope, {
      investmentId: id,
      description: describeChange(before, input),
      at: now,
    });
    return { investment: presentInvestment(row), previousStatus: before.status };
  });
}

/**
 * Deletes the investment with its notes; feed items stay, unlinked, with a line saying it was deleted.
 * Answers the name it had.
 */
export async function deleteInvestment({ db, clock }: Deps, scope: TeamScope, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findInvestment(tx, scope, id);
    await tx.delete(investments).where(ownedBy(investments, scope, eq(investments.id, id)));
    await recordActivity(tx, scope, { description: `Deleted ${row.name}`, at: clock.now() });
    return row.name;
  });
}

/** Marks an investment as just touched (a note added or changed). */
export async function touchInvestment(
  tx: Db,
  scope: Pick<TeamScope, 'teamId'>,
  id: number,
  at: Date,
): Promise<void> {
  await tx
    .update(investments)
    .set({ lastActivity: at })
    .where(ownedBy(investments, scope, eq(investments.id, id)));
}
