import type { LexiconCategory } from '../../ai/document-reading/risks/lexicon-matches';
import { opportunityCategories, opportunityDoubt } from '../../ai/document-reading/risks/opportunity-lexicon';
import { riskCategories, riskSignal } from '../../ai/document-reading/risks/risk-lexicon';
import { stopWords } from '../../ai/document-reading/text/stop-words';
import type { TermKind } from '../../db/schema';
import { industryLexicon } from './industry-lexicon';

export type TermCounts = { kind: TermKind; term: string; count: number }[];
export type DocumentTermCounts = { terms: TermCounts; words: number };

/**
 * A document keeps its most frequent words only: a 500-page report has tens of thousands of distinct
 * words, mostly names and typos used once, that would never reach a team's top keywords.
 */
export const maxWordsPerDocument = 5_000;
const maxTermLength = 40;

// Letters with inner apostrophes or hyphens ('co-invest', "manager's"); digits never start a word.
const wordPattern = /\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*/gu;
const sentenceBreak = /(?<=[.!?;])\s+|\n\s*\n/;

function increment(counts: Map<string, number>, term: string, by = 1) {
  counts.set(term, (counts.get(term) ?? 0) + by);
}

/** Words as written, lower-cased, with a possessive 's dropped; stop words and one- or two-letter words left out. */
function countWords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0].toLowerCase().replaceAll('’', "'").replace(/'s$/, '');
    if (word.length < 3 || word.length > maxTermLength || stopWords.has(word)) continue;
    increment(counts, word);
  }
  return counts;
}

/**
 * The lexicon's phrases as the document wrote them ('key person', 'leverage'). A theme whose words are
 * neutral on their own counts only in sentences that carry the lexicon's signal, as the analyst reads them.
 */
function countLexicon(
  sentences: readonly string[],
  categories: readonly LexiconCategory[],
  options: { signal?: RegExp; exclude?: RegExp },
): Map<string, number> {
  const counts = new Map<string, number>();
  // Most documents mention few of the themes: one pass that stops at the first mention rules the others
  // out, so only themes the text holds are counted sentence by sentence.
  const global = categories
    .filter((category) => sentences.some((sentence) => category.pattern.test(sentence)))
    .map((category) => ({ category, pattern: new RegExp(category.pattern.source, 'gi') }));
  if (global.length === 0) return counts;
  for (const sentence of sentences) {
    if (options.exclude?.test(sentence)) continue;
    const signalled = options.signal?.test(sentence) ?? true;
    for (const { category, pattern } of global) {
      if (category.needsSignal && !signalled) continue;
      for (const match of sentence.matchAll(pattern)) {
        increment(counts, match[0].toLowerCase().replace(/\s+/g, ' ').slice(0, maxTermLength));
      }
    }
  }
  return counts;
}

function countIndustries(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { name, pattern } of industryLexicon) {
    const found = Array.from(text.matchAll(pattern)).length;
    if (found > 0) increment(counts, name, found);
  }
  return counts;
}

function asTerms(kind: TermKind, counts: Map<string, number>): TermCounts {
  return Array.from(counts, ([term, count]) => ({ kind, term, count }));
}

/** What analytics count in one document's extracted text: its words, and its risk, opportunity and industry terms. */
export function countDocumentTerms(text: string): DocumentTermCounts {
  const wordCounts = countWords(text);
  const words = Array.from(wordCounts.values()).reduce((sum, count) => sum + count, 0);
  const kept = Array.from(wordCounts)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, maxWordsPerDocument);
  const sentences = text.split(sentenceBreak);
  return {
    words,
    terms: [
      ...asTerms('word', new Map(kept)),
      ...asTerms('risk', countLexicon(sentences, riskCategories, { signal: riskSignal })),
      ...asTerms(
        'opportunity',
        countLexicon(sentences, opportunityCategories, { exclude: opportunityDoubt }),
      ),
      ...asTerms('industry', countIndustries(text)),
    ],
  };
}
