import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passages } from '../../db/schema';
import type { TeamScope } from '../../db/tenancy';
import { passagesWhere } from './document-passages';

// How a notice, a statement or a letter names whom it is for, right before the name: 'To: …',
// 'Dear …', 'Investor: …', 'Prepared for …'. A bare 'to' is not one ('sold to Oakhaven Logistics').
const addressedBefore =
  /(?:\bto:|\bdear|\battn\.?:?|\battention:|\binvestor(?: name)?:|\blimited partner:|\bpartner:|\bprepared for:?|\baddressee:)\s*(?:the\s+)?$/i;
// How far before the name the address's words may stand.
const addressReach = 40;
// Passages read per name: an addressee is named on a notice's first page.
const maxPassages = 200;

/** Whether a text addresses itself to the name: 'To: Thistledown University Endowment'. */
export function addressesName(text: string, name: string): boolean {
  const lower = text.toLowerCase();
  const wanted = name.toLowerCase();
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1))
    if (addressedBefore.test(text.slice(Math.max(0, at - addressReach), at))) return true;
  return false;
}

/**
 * Of the documents, those addressed to one of the names (a distribution notice 'To:' an investor), with
 * the name: there the reader's own rows ('Your share', 'your 2.5% interest') are that party's.
 */
export async function addresseesOf(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  ids: readonly number[],
  names: readonly string[],
): Promise<Map<number, string>> {
  const addressed = new Map<number, string>();
  for (const name of names) {
    const mentioning = sql`${passages.searchVector} @@ phraseto_tsquery('english'::regconfig, ${name})`;
    for (const row of await passagesWhere(db, scope, ids, mentioning, maxPassages))
      if (!addressed.has(row.id) && addressesName(row.text, name)) addressed.set(row.id, name);
  }
  return addressed;
}
