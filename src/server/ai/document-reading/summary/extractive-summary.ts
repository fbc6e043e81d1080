import type { Sentence } from '../text/sentences';
import { quote } from '../text/sentence-quality';
import { textRankScores } from './text-rank';
import { contentTerms } from '../text/tokens';

/**
 * Ranking is the analyst's only super-linear step, so it sees a bounded pool: the first sentences of the
 * document (where funds state what they are) and then the opening sentence of each later section, which
 * keeps a 350-page book's chapters in view without ranking all of it.
 */
export const maxLeadingSentences = 1500;
export const maxSectionOpenings = 500;

export type RankedSentence = { sentence: Sentence; score: number; terms: ReadonlySet<string> };

/** The readable sentences that get ranked, in document order. */
export function rankingPool(sentences: readonly Sentence[], readable: ReadonlySet<number>): Sentence[] {
  const pool: Sentence[] = [];
  let openings = 0;
  let afterHeading = false;
  for (const sentence of sentences) {
    if (sentence.heading) {
      afterHeading = true;
      continue;
    }
    if (!readable.has(sentence.index)) continue;
    if (pool.length < maxLeadingSentences) pool.push(sentence);
    else if (afterHeading && openings < maxSectionOpenings) {
      pool.push(sentence);
      openings += 1;
    }
    afterHeading = false;
  }
  return pool;
}

function normalised(text: string): string {
  return text.toLowerCase();
}

/**
 * How much a sentence's form suits a summary, apart from its centrality: mid-length statements near the
 * start that carry figures beat long clauses, stray fragments and the questions of a questionnaire.
 */
function formWeight(sentence: Sentence, position: number, wordCount: number): number {
  const length = wordCount < 10 ? 0.75 : wordCount <= 40 ? 1 : Math.max(0.6, 1 - (wordCount - 40) / 75);
  const lead = 1 + 0.3 / (1 + position / 15);
  const question = sentence.text.endsWith('?') ? 0.6 : 1;
  const figures = /[$€£%]|\d(?:\.\d+)?x\b/.test(sentence.text) ? 1.1 : 1;
  // An agreement's definitions are central to its vocabulary but say nothing about the deal.
  const definition = /^["“][^"”]{1,80}["”] (?:means|shall mean|has the meaning)\b/.test(sentence.text)
    ? 0.4
    : 1;
  return length * lead * question * figures * definition;
}

/** The pool ranked by TextRank centrality times form, best first (ties in document order). */
export function rankSentences(pool: readonly Sentence[]): RankedSentence[] {
  // A line on every page (a disclaimer, a footer) is central by repetition, not by meaning.
  const repeats = new Map<string, number>();
  for (const sentence of pool) {
    const key = normalised(sentence.text);
    repeats.set(key, (repeats.get(key) ?? 0) + 1);
  }
  const kept = pool.filter((sentence) => (repeats.get(normalised(sentence.text)) ?? 0) < 3);
  const termLists = kept.map((sentence) => contentTerms(sentence.text));
  const centrality = textRankScores(termLists);
  const top = Math.max(...centrality, Number.MIN_VALUE);
  const ranked = kept.map((sentence, position) => ({
    sentence,
    terms: new Set(termLists[position]),
    score: (centrality[position] / top) * formWeight(sentence, position, termLists[position].length),
  }));
  return ranked.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / Math.min(a.size, b.size);
}

/**
 * The best sentences that do not repeat what is already chosen nor sit in `excluded` (sentences shown
 * elsewhere in the summary), returned in document order.
 */
export function pickDiverse(
  ranked: readonly RankedSentence[],
  count: number,
  alreadyChosen: readonly RankedSentence[] = [],
  excluded: ReadonlySet<number> = new Set(),
): RankedSentence[] {
  const chosen: RankedSentence[] = [];
  const taken = new Set([...excluded, ...alreadyChosen.map((entry) => entry.sentence.index)]);
  for (const candidate of ranked) {
    if (chosen.length === count) break;
    if (taken.has(candidate.sentence.index)) continue;
    const similar = [...alreadyChosen, ...chosen].some(
      (entry) => overlap(entry.terms, candidate.terms) > 0.6,
    );
    if (similar) continue;
    chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.sentence.index - b.sentence.index);
}

/** How many sentences the executive summary quotes: more for longer documents, never a wall of text. */
export function executiveSentenceCount(wordCount: number): number {
  if (wordCount < 200) return 2;
  if (wordCount < 2000) return 3;
  return 4;
}

export function joinQuoted(sentences: readonly RankedSentence[], maxLength: number): string {
  return sentences.map((entry) => quote(entry.sentence.text, maxLength)).join(' ');
}
