import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passages } from '../../db/schema';
import type { TeamScope } from '../../db/tenancy';
import { passagesWhere } from './document-passages';
import { classesIn } from './unasked-figures';

// Passages read per document for the classes it names: a prospectus names its classes early and often.
const maxPassages = 2000;

/**
 * Of the documents, those that name share classes but never the one the question asks of ('Class A'
 * in a report of Class I shares alone): whatever they state is another class's, or the fund's as a
 * whole, and answers nothing of the class asked.
 */
export async function silentOnClassAsked(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  ids: readonly number[],
  question: string,
): Promise<Set<number>> {
  const asked = classesIn(question);
  if (asked.size === 0 || ids.length === 0) return new Set();
  const naming = sql`${passages.text} ~ '(Class|CLASS|class|Series|SERIES|series)\\s+[A-Z0-9]'`;
  const rows = await passagesWhere(db, scope, ids, naming, maxPassages);
  const named = new Map<number, Set<string>>();
  for (const row of rows) {
    const classes = named.get(row.id) ?? new Set<string>();
    for (const name of classesIn(row.text)) classes.add(name);
    named.set(row.id, classes);
  }
  return new Set(
    [...named]
      .filter(([, classes]) => classes.size > 0 && ![...asked].some((name) => classes.has(name)))
      .map(([id]) => id),
  );
}
