import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { vocabularyGroupsIn } from './finance-vocabulary';

/** Words that say nothing about what is asked; left out so they neither match nor rank. */
const questionWords = new Set(
  `a about above after all also am an and any are as at be been before below between but by can could did do
  does each for from had has have how i if in into is it its me more most my no not of on or our over please
  show so some tell than that the their them there these they this those to under up us was we were what
  when where which who whom why will with would you your give list find many much any across our per vs
  versus compare describe explain summarise summarize say says said anything know`.split(/\s+/),
);

/** The content words and finance phrases of a question, as full-text search reads them. */
export type QuestionTerms = {
  /** Content words as typed, lowercase, without question words. */
  words: string[];
  /** Phrases of the finance vocabulary the question's words call for (their synonyms included). */
  phrases: string[];
  /** Words capitalised inside the question: names of companies, funds and people, which matter most. */
  names: string[];
};

export function questionTerms(question: string): QuestionTerms {
  const words = [
    ...new Set(
      question
        .toLowerCase()
        .split(/[^\p{L}\p{N}%$.-]+/u)
        .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
        .filter((word) => word.length > 1 && !questionWords.has(word)),
    ),
  ];
  const phrases = [...new Set(vocabularyGroupsIn(question).flat())];
  const names = [...question.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}\p{N}-]+/gu)]
    .map(([name]) => name.toLowerCase())
    .filter((name) => words.includes(name) && !vocabularyGroupsIn(name).length);
  return { words, phrases, names };
}

/**
 * One tsquery matching any content word or vocabulary phrase: `plainto_tsquery` and `phraseto_tsquery`
 * parse the user's text, so no character of it can change the query's syntax. Null when nothing is left.
 */
export function termsQuery(terms: QuestionTerms): SQL | null {
  const parts = [
    ...terms.words.map((word) => sql`plainto_tsquery('english'::regconfig, ${word})`),
    ...terms.phrases.map((phrase) => sql`phraseto_tsquery('english'::regconfig, ${phrase})`),
  ];
  if (parts.length === 0) return null;
  return sql.join(parts, sql` || `);
}

/**
 * How many of the question's terms a row's tsvector holds, a name counting three times: ranking by it
 * first means a passage naming the company asked about ('Tillwise') beats one repeating a common word
 * ('return') many times.
 */
export function termsCoverage(terms: QuestionTerms, vector: SQL | AnyColumn): SQL | null {
  const parts = [
    ...terms.words.map(
      (word) =>
        sql`(${vector} @@ plainto_tsquery('english'::regconfig, ${word}))::int * ${terms.names.includes(word) ? 3 : 1}`,
    ),
    ...terms.phrases.map(
      (phrase) => sql`(${vector} @@ phraseto_tsquery('english'::regconfig, ${phrase}))::int`,
    ),
  ];
  if (parts.length === 0) return null;
  return sql.join(parts, sql` + `);
}

/**
 * The question's most selective queries: all its content words together, and its names together. Rows
 * matching these are few and the best, so they are ranked in full however large the team's documents.
 */
export function selectiveQueries(terms: QuestionTerms): SQL[] {
  const together = (words: string[]) => sql`plainto_tsquery('english'::regconfig, ${words.join(' ')})`;
  return [
    ...(terms.words.length > 1 ? [together(terms.words)] : []),
    ...(terms.names.length > 0 ? [together(terms.names)] : []),
  ];
}
