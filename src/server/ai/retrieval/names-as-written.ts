import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import type { UnderstoodQuestion } from '../chat/understand-question';
import { documentsMentioning, namedDocuments } from './named-documents';

// Small words a name's initials leave out ('Teachers' Retirement System of Texas' is TRST).
const unlettered = /^(?:of|and|the|for|&)$/i;

/**
 * The initials a long name is known by in documents: 'WSIB' of 'Washington State Investment Board'. Only
 * for a name of three or more capitalised words; null otherwise.
 */
export function initialsOf(name: string): string | null {
  const words = name.split(/\s+/).filter((word) => word !== '' && !unlettered.test(word));
  if (words.length < 3 || !words.every((word) => /^\p{Lu}/u.test(word))) return null;
  return words.map((word) => word[0]).join('');
}

/**
 * The question with each name as the team's documents write it: a long name that no document is called
 * by or mentions, and whose initials some document mentions, is sought by its initials ('How much did the
 * Washington State Investment Board commit…' of a workbook whose rows say 'WSIB').
 */
export async function namesAsWritten(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  understood: UnderstoodQuestion,
  investmentId?: number,
): Promise<UnderstoodQuestion> {
  const names: string[] = [];
  for (const name of understood.names) {
    const initials = initialsOf(name);
    const unwritten =
      initials !== null &&
      (await namedDocuments(db, scope, [name], investmentId)).size === 0 &&
      (await documentsMentioning(db, scope, [name], investmentId)).length === 0 &&
      (await documentsMentioning(db, scope, [initials], investmentId)).length > 0;
    names.push(unwritten ? initials : name);
  }
  return names.every((name, index) => name === understood.names[index])
    ? understood
    : { ...understood, names };
}
