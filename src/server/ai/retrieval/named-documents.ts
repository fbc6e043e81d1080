import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readableByAi } from '../../db/ai-access';
import { documentFacts, documents, investments, passages } from '../../db/schema';
import type { TeamScope } from '../../db/tenancy';
import { wordTokens } from '../document-reading/concepts/concept-phrases';
import { isGenericNameWord } from './generic-name-words';
import { rowsOf } from './rows-of';

type Candidate = { id: number; name: string; title: string | null; investment: string | null };

// A name's words that are this short or generic pick out nothing on their own.
const minWordLength = 3;
const maxCandidates = 500;

// A fund's number in a series, however short ('Fund II', 'Fund Xb'), tells it from its siblings.
const seriesNumeral = /^[ivxl]{1,5}[ab]?$/;

/**
 * The words of a name that tell it apart ('Cliffwater Corporate Lending' of 'Cliffwater Corporate Lending
 * Fund'; 'nexus' and 'vi' of 'Nexus VI'). A one-letter numeral counts only where it ends the name ('Fund
 * V' is not 'Fund IV'): elsewhere it may be a word ('I'). A share class's letter counts too.
 */
export function distinctiveWords(name: string): string[] {
  const words = wordTokens(name).map((token) => token.word);
  const numeral = (word: string, index: number) =>
    seriesNumeral.test(word) && (word.length >= 2 || (index > 0 && index === words.length - 1));
  // A share class's letter tells it from the fund's other classes ('Class A' is not 'Class I').
  const classLetter = (word: string, index: number) =>
    word.length === 1 && index > 0 && /^(?:class|sery)$/.test(words[index - 1]);
  const telling = (word: string, index: number) =>
    (word.length >= minWordLength || numeral(word, index) || classLetter(word, index)) &&
    !isGenericNameWord(word);
  const distinctive = words.filter(telling);
  // A name of generic words and a short numeral ('Fund IV') is told apart by both.
  if (distinctive.every((word) => seriesNumeral.test(word) && word.length < minWordLength))
    return words.filter((word, index) => word.length >= minWordLength || numeral(word, index));
  return distinctive;
}

/**
 * The team's documents a question's names point at, with how many of a name's words each holds: a
 * document is named when its file name, its summary's title or its investment's name holds the
 * distinctive words of one of the names (`nameStrength`) ('Nexus VI' names 'Nexus_VI_Financial_Statement_Q42024.pdf').
 * A name points only at the documents it fits best, and a document named by several names adds them
 * up. Empty when the question names nothing, or nothing of the team's.
 */
export async function namedDocuments(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  names: readonly string[],
  investmentId?: number,
): Promise<Map<number, number>> {
  const wanted = names.map(distinctiveWords).filter((words) => words.length > 0);
  if (wanted.length === 0) return new Map();
  // A numeral ('v', 'vi') is in almost every name: the other words find the candidates.
  const words = new Set(wanted.flat());
  const longer = [...words].filter((word) => word.length >= minWordLength);
  const patterns = sql`array[${sql.join(
    (longer.length > 0 ? longer : [...words]).map((word) => sql`${`%${word}%`}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute(sql`
    select ${documents.id} as id, ${documents.name} as name, ${documents.summary} ->> 'title' as title,
      ${investments.name} as investment
    from ${documents}
    left join ${investments} on ${investments.id} = ${documents.investmentId} and ${investments.teamId} = ${scope.teamId}
    where ${documents.teamId} = ${scope.teamId} and ${readableByAi}
      ${investmentId === undefined ? sql`` : sql`and ${documents.investmentId} = ${investmentId}`}
      and (lower(${documents.name}) like any(${patterns}) or lower(${documents.summary} ->> 'title') like any(${patterns})
        or lower(${investments.name}) like any(${patterns}))
    order by ${documents.id}
    limit ${maxCandidates}`);
  const candidates = rowsOf<Candidate>(result).map((candidate) => ({
    id: candidate.id,
    words: documentNameWords(
      `${candidate.name.replace(/[_.]/g, ' ')} ${candidate.title ?? ''} ${candidate.investment ?? ''}`,
    ),
  }));
  // Each name points at the documents it fits best; a document named by several names adds them up,
  // with the words it holds of a name that points elsewhere ('Firsthand' of 'Firsthand Technology Value
  // Fund' in 'Firsthand_Valuation_Committee_Charter.pdf', which 'Valuation Committee' names).
  const named = new Map<number, number>();
  const partly = new Map<number, number>();
  for (const name of wanted) {
    const strengths = candidates.map(({ id, words }) => [id, nameStrength(name, words)] as const);
    const best = Math.max(0, ...strengths.map(([, strength]) => strength));
    for (const [index, [id, strength]] of strengths.entries()) {
      if (strength > 0 && strength === best) named.set(id, (named.get(id) ?? 0) + strength);
      else partly.set(id, (partly.get(id) ?? 0) + heldWords(name, candidates[index].words));
    }
  }
  for (const [id, held] of partly) if (named.has(id)) named.set(id, named.get(id)! + held);
  return named;
}

// What file names shorten ('CalPERS_PE_Program_Review.pdf'), as questions write it in full.
// A manager's name and one of its numbered funds: 'Northfold Fund V', 'Harbor Capital Fund 3'.
const managersFund = /^(.+?)\s+(Fund\s+(?:[IVXL]{1,5}[ab]?|\d{1,2}))$/;

/**
 * The documents the managers of numbered funds no document is called by are named in ('Northfold' of
 * 'Northfold Fund V', the manager of the Fund VI deck), the funds as their documents call them ('Fund
 * V'), and the names so split; null when no name splits so.
 */
export async function namedByManager(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  names: readonly string[],
  investmentId?: number,
): Promise<{ documents: Map<number, number>; funds: string[]; split: string[] } | null> {
  const documents = new Map<number, number>();
  const funds: string[] = [];
  const split: string[] = [];
  for (const name of names) {
    const parts = managersFund.exec(name);
    if (!parts) continue;
    const managed = await namedDocuments(db, scope, [parts[1]], investmentId);
    if (managed.size === 0) continue;
    for (const [id, strength] of managed) documents.set(id, (documents.get(id) ?? 0) + strength);
    funds.push(parts[2]);
    split.push(name);
  }
  return split.length > 0 ? { documents, funds, split } : null;
}

const abbreviations: Record<string, string> = { pe: 'private equity', vc: 'venture capital' };

/** The words of a document's name, title and investment, with its abbreviations spelt out. */
function documentNameWords(text: string): Set<string> {
  const words = wordTokens(text).map((token) => token.word);
  const spelt = words.flatMap((word) =>
    word in abbreviations ? wordTokens(abbreviations[word]).map((token) => token.word) : [],
  );
  return new Set([...words, ...spelt]);
}

const heldWords = (name: readonly string[], words: ReadonlySet<string>) =>
  name.filter((word) => words.has(word)).length;

/**
 * How strongly a name's distinctive words point at a document whose name holds `words`: all of them,
 * or, for a name of three words or more, all but one, counted one less ('CalPERS Private Equity Program
 * Review 2024' still names 'CalPERS PE Annual Program Review'). The one left out is never the first,
 * which tells the name from others like it ('Westbrook County Employees' Retirement System' names no
 * Merrow County Employees' Retirement System document).
 */
function nameStrength(name: readonly string[], words: ReadonlySet<string>): number {
  const held = heldWords(name, words);
  if (held === name.length) return held;
  return name.length >= 3 && held === name.length - 1 && words.has(name[0]) ? held - 1 : 0;
}

// A name mentioned in many documents is a word of the trade, not a holding. Its passages are counted
// only up to the bound, so a common phrase costs no more than a rare one.
const maxMentioningDocuments = 20;
const maxMentioningPassages = 1000;

/** The documents whose text mentions one name as a phrase, or none when too many do. */
async function documentsMentioningName(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  name: string,
  investmentId?: number,
): Promise<number[]> {
  const result = await db.execute(sql`
    select ${passages.documentId} as id
    from ${passages}
    join ${documents} on ${documents.id} = ${passages.documentId} and ${documents.teamId} = ${scope.teamId}
    where ${passages.teamId} = ${scope.teamId} and ${readableByAi}
      and ${passages.searchVector} @@ phraseto_tsquery('english'::regconfig, ${name})
      ${investmentId === undefined ? sql`` : sql`and ${documents.investmentId} = ${investmentId}`}
    limit ${maxMentioningPassages + 1}`);
  const mentions = rowsOf<{ id: number }>(result);
  const ids = [...new Set(mentions.map((row) => row.id))];
  if (mentions.length > maxMentioningPassages || ids.length > maxMentioningDocuments) return [];
  return ids;
}

/**
 * The team's documents whose text mentions one of the names as a phrase ('IntraOp Medical' in a
 * newsletter's table of holdings), through the passages' full-text index: where a holding's or a
 * company's figures may be. A name mentioned in more than a few documents counts for none.
 */
export async function documentsMentioning(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  names: readonly string[],
  investmentId?: number,
): Promise<number[]> {
  const ids = new Set<number>();
  for (const name of names)
    for (const id of await documentsMentioningName(db, scope, name, investmentId)) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/**
 * Which of the documents never mention all the words of a phrase, by the passages' full-text index
 * ('fund term' is mentioned by 'the term of the Fund').
 */
export const documentsNotMentioning = (
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  ids: readonly number[],
  phrase: string,
): Promise<Set<number>> =>
  documentsNotMatching(
    db,
    scope,
    ids,
    sql`${passages.searchVector} @@ plainto_tsquery('english'::regconfig, ${phrase})`,
  );

/**
 * Which of the documents never mention any of the years, however written: '2023', 'FY23', 'fiscal
 * year 2022-23', '30-Sep-2023', '9/30/23', 'Dec-23', 'Q4 23'.
 */
export function documentsNotMentioningYears(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  ids: readonly number[],
  years: readonly number[],
): Promise<Set<number>> {
  const forms = years.map((year) => {
    const short = String(year).slice(2);
    return `${year}|fy ?'?${short}|${year - 1} ?[-/] ?${short}|[0-9]{1,2}/[0-9]{1,2}/${short}|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?[- ']?'?${short}|q[1-4][- ']?'?${short}|[1-4]q'?${short}`;
  });
  const pattern = `(^|[^0-9])(${forms.join('|')})([^0-9]|$)`;
  return documentsNotMatching(db, scope, ids, sql`${passages.text} ~* ${pattern}`);
}

// Each document is looked at until its first passage that matches: most mention what is asked early.
async function documentsNotMatching(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  ids: readonly number[],
  condition: SQL,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`
    select ${documents.id} as id
    from ${documents}
    where ${documents.teamId} = ${scope.teamId}
      and ${documents.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      and exists (
        select 1 from ${passages}
        where ${passages.teamId} = ${scope.teamId} and ${passages.documentId} = ${documents.id}
          and ${condition})`);
  const mentioning = new Set(rowsOf<{ id: number }>(result).map((row) => row.id));
  return new Set(ids.filter((id) => !mentioning.has(id)));
}

/** For each of the documents, the other funds (a predecessor, a successor) its figures are said of by name. */
export async function otherFundsOf(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const byDocument = new Map<number, string[]>();
  if (ids.length === 0) return byDocument;
  const result = await db.execute(sql`
    select distinct ${documentFacts.documentId} as id, ${documentFacts.scopeName} as name
    from ${documentFacts}
    where ${documentFacts.teamId} = ${scope.teamId}
      and ${documentFacts.documentId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      and ${documentFacts.scope} = 'prior_fund' and ${documentFacts.scopeName} is not null`);
  for (const { id, name } of rowsOf<{ id: number; name: string }>(result))
    byDocument.set(id, [...(byDocument.get(id) ?? []), name]);
  return byDocument;
}
