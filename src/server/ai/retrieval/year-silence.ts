import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { yearsIn } from './answer-features';
import { documentsNotMentioningYears } from './named-documents';

type Found = { document_id: number; name: string; title?: string | null };

/** Which of the documents found never name a year the question asks about. */
export type YearSilence = (found: readonly Found[]) => Promise<Set<number>>;

/**
 * The documents among those found that never name a year the question asks about, in their text or
 * their name: a 2025 review that never mentions 2023 states nothing of fiscal 2023, though its undated
 * figures ('returned 10.3% for the fiscal year') would otherwise answer it. One question's retrievers
 * share it, so each document's text is searched once a question.
 */
export function yearSilence(db: Db, scope: Pick<TeamScope, 'teamId'>, years: readonly number[]): YearSilence {
  const silentById = new Map<number, Promise<boolean>>();
  return async (found) => {
    if (years.length === 0) return new Set();
    const untitled = [
      ...new Set(
        found
          .filter(
            (hit) =>
              !yearsIn(`${hit.name} ${hit.title ?? ''}`.replace(/_/g, ' ')).some((year) =>
                years.includes(year),
              ),
          )
          .map((hit) => hit.document_id),
      ),
    ];
    const unsearched = untitled.filter((id) => !silentById.has(id));
    if (unsearched.length > 0) {
      const search = documentsNotMentioningYears(db, scope, unsearched, years);
      for (const id of unsearched)
        silentById.set(
          id,
          search.then((silent) => silent.has(id)),
        );
    }
    const silent = await Promise.all(untitled.map((id) => silentById.get(id)));
    return new Set(untitled.filter((_, index) => silent[index]));
  };
}
