import { conceptEntry, conceptLabel } from '@shared/concept-registry';
import { contentWords, type UnderstoodQuestion } from '../chat/understand-question';
import { excludingWords } from '../document-reading/concepts/excluded-words';
import { relatedConcepts, wordsOf, type LedgerHit } from './answer-features';

/*
 * A part of a portfolio the question names in plain words ('the growth equity portfolio', 'buyout',
 * 'the policy benchmark'): where a document's table has a row for that part, the part's figures are in
 * that row, and the document's other figures (the whole portfolio's, a sibling strategy's) are not its,
 * however well they fit the question.
 */

// Words that say which whole a row sums ('Total', 'Net', 'Portfolio') or when ('Year ended December
// 31, 20XX'), not which part it is.
const wholeOrTime = wordsOf(
  'total net gross overall combined portfolio program programme plan fund investments quarter year ' +
    'month fiscal annual first second third fourth ytd date ended ending period inception beginning end ' +
    'january february march april may june july august september october november december',
);
/** A text's words that may name a part: neither a whole nor a time ('growth equity' of 'the growth equity portfolio'). */
export const partWords = (text: string) =>
  contentWords(text).filter((word) => !wholeOrTime.has(word) && !/\d/.test(word));

// A row label of a part is short: 'Venture Capital', 'Credit-Related', 'Policy Benchmark'.
const longestPart = 4;

/** The question's words, and among them those of what it asks for and of whose figure it is. */
export type PartQuestion = {
  words: ReadonlySet<string>;
  asked: ReadonlySet<string>;
  names: ReadonlySet<string>;
};

// What a figure is taken before or after, with or without ('the expense ratio including carried
// interest', 'the return before fees'): a qualifier of what is asked, not a part of the portfolio.
const qualifier = new RegExp(
  String.raw`\b(?:${excludingWords}|including|includes|inclusive of)\s+((?:the\s+)?[a-z-]+(?:\s+[a-z-]+)?)`,
  'gi',
);

export function partQuestion(question: UnderstoodQuestion, text: string): PartQuestion {
  const concepts = [...question.concepts, ...relatedConcepts(question.concepts)];
  const phrases = [
    ...concepts.flatMap((id) => [conceptLabel(id), ...(conceptEntry(id)?.synonyms ?? [])]),
    ...Object.values(question.askedAs),
    ...[...text.matchAll(qualifier)].map((match) => match[1]),
  ];
  return {
    words: new Set(contentWords(text)),
    asked: new Set(phrases.flatMap((phrase) => [...wordsOf(phrase)])),
    names: new Set(question.names.flatMap((name) => [...wordsOf(name)])),
  };
}

/**
 * The part a table row's label names, as its words, when the question names it too: every word of the
 * label is the question's, and some are neither what is asked, whose it is, a whole (its document's
 * title names it) nor a time. Null for a figure outside a table or a row the question does not name.
 */
export function partNamed(hit: LedgerHit, question: PartQuestion): string | null {
  if (hit.column_header === null) return null;
  const label = contentWords(hit.label);
  if (label.length === 0 || label.length > longestPart) return null;
  if (!label.every((word) => question.words.has(word))) return null;
  const part = partWords(hit.label).filter((word) => !question.asked.has(word) && !question.names.has(word));
  // A row the document's title names is the whole it is about ('Private Markets' in a private markets
  // review), not a part of it.
  const title = wordsOf(`${hit.title ?? ''} ${hit.name}`);
  if (part.length === 0 || part.every((word) => title.has(word))) return null;
  return part.sort().join(' ');
}

/**
 * For each document, the parts the question names whose rows hold a figure of what it asks
 * (`answers`): there only those rows answer.
 */
export function partRowsByDocument(
  hits: readonly LedgerHit[],
  question: UnderstoodQuestion,
  questionText: string,
  answers: (hit: LedgerHit) => boolean,
): Map<number, Set<string>> {
  const asked = partQuestion(question, questionText);
  const byDocument = new Map<number, Set<string>>();
  for (const hit of hits) {
    const part = partNamed(hit, asked);
    if (part === null || !answers(hit)) continue;
    byDocument.set(hit.document_id, (byDocument.get(hit.document_id) ?? new Set()).add(part));
  }
  return byDocument;
}

/**
 * Whether the figure is outside every row its document holds for a part the question names, and in no
 * column of it ('Capital contributions' under 'Limited Partners' is the limited partners' too).
 */
export function outsidePartRows(
  hit: LedgerHit,
  byDocument: ReadonlyMap<number, ReadonlySet<string>>,
): boolean {
  const parts = byDocument.get(hit.document_id);
  if (!parts || parts.size === 0) return false;
  const held = wordsOf(`${hit.label} ${hit.scope_name ?? ''} ${hit.column_header ?? ''}`);
  return ![...parts].some((part) => part.split(' ').every((word) => held.has(word)));
}

/**
 * The question with the words of the parts it names in a document taken from those its figure's label
 * should hold, when it asks a concept of them: there the part says whose the figure is, the concept
 * what. A share of a part, or a figure asked by words alone, is what the part's row says.
 */
export function withoutPartWords(
  question: UnderstoodQuestion,
  parts: ReadonlySet<string> | undefined,
): UnderstoodQuestion {
  if (!parts || parts.size === 0 || question.concepts.length === 0 || question.shareOf) return question;
  const words = new Set([...parts].flatMap((part) => part.split(' ')));
  return { ...question, labelWords: question.labelWords.filter((word) => !words.has(word)) };
}

/**
 * Whether the figure says nothing of the part the question asks its concept of (`part`, the words of
 * 'secondaries' in 'the net IRR of the secondaries portfolio'): neither its row, its column, its
 * sentence, its section nor its document's title names it. The whole portfolio's IRR is not the
 * secondaries'.
 */
export function partUnsaid(hit: LedgerHit, part: readonly string[]): boolean {
  if (part.length === 0) return false;
  const said = wordsOf(
    `${hit.label} ${hit.column_header ?? ''} ${hit.quote} ${hit.section ?? ''} ${hit.title ?? ''} ${hit.name}`,
  );
  return !part.every((word) => said.has(word));
}
