import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { yearsIn } from './answer-features';
import { documentsNotMentioningYears } from './named-documents';

type Found = { document_id: number; name: string; title?: string | null };

/**
 * The documents among those found that never name a year the question asks about, in their text or
 * their name: a 2025 review that never mentions 2023 states nothing of fiscal 2023, though its undated
 * figures ('returned 10.3% for the fiscal year') would otherwise answer it.
 */
export async function silentOnYearsAsked(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  found: readonly Found[],
  years: readonly number[],
): Promise<Set<number>> {
  if (years.length === 0) return new Set();
  const untitled = found.filter(
    (hit) =>
      !yearsIn(`${hit.name} ${hit.title ?? ''}`.replace(/_/g, ' ')).some((year) => years.includes(year)),
  );
  return documentsNotMentioningYears(db, scope, [...new Set(untitled.map((hit) => hit.document_id))], years);
}
