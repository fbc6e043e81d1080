import type { Sentence } from '../text/sentences';

/** A theme the analyst reports a sentence under; `label` reads inside a phrase ('key-person risk'). */
export type LexiconCategory = {
  id: string;
  label: string;
  pattern: RegExp;
  /**
   * Whether the theme's words are neutral on their own ('Regulation D', 'fair value') and so count only
   * in a sentence that also carries the lexicon's signal; 'litigation' or 'key person' need no such help.
   */
  needsSignal: boolean;
};

/** The sentence that best speaks for one theme, and how many sentences mention the theme. */
export type LexiconMatch = { category: LexiconCategory; sentence: Sentence; mentions: number };

export type LexiconOptions = {
  /** Required, beside the theme's words, for themes that need a signal. */
  signal?: RegExp;
  /** A sentence matching this is left out altogether. */
  exclude?: RegExp;
  /** Centrality by sentence index; the most central sentence speaks for its theme. */
  centrality?: ReadonlyMap<number, number>;
  limit?: number;
  /** Sentences a theme may give; the second and later come only after every theme has given one. */
  perTheme?: number;
};

/**
 * One sentence per theme found, themes ordered by how often the document returns to them (ties in the
 * lexicon's order), never the same sentence twice. Expects readable sentences only.
 */
export function matchLexicon(
  sentences: readonly Sentence[],
  categories: readonly LexiconCategory[],
  options: LexiconOptions = {},
): LexiconMatch[] {
  const { signal, exclude, centrality, limit = 6, perTheme = 1 } = options;
  const mentions = new Array<number>(categories.length).fill(0);
  const candidates: Sentence[][] = categories.map(() => []);
  for (const sentence of sentences) {
    if (exclude?.test(sentence.text)) continue;
    const signalled = signal?.test(sentence.text) ?? true;
    categories.forEach((category, position) => {
      if (category.needsSignal && !signalled) return;
      if (!category.pattern.test(sentence.text)) return;
      mentions[position] += 1;
      candidates[position].push(sentence);
    });
  }
  const score = (sentence: Sentence) => centrality?.get(sentence.index) ?? 0;
  const order = categories.map((_, position) => position).filter((position) => mentions[position] > 0);
  order.sort((a, b) => mentions[b] - mentions[a] || a - b);

  const used = new Set<number>();
  const matches: LexiconMatch[] = [];
  for (let round = 0; round < perTheme; round += 1) {
    for (const position of order) {
      if (matches.length === limit) break;
      const best = candidates[position]
        .filter((sentence) => !used.has(sentence.index))
        .reduce<Sentence | null>(
          (chosen, sentence) => (!chosen || score(sentence) > score(chosen) ? sentence : chosen),
          null,
        );
      if (!best) continue;
      used.add(best.index);
      matches.push({ category: categories[position], sentence: best, mentions: mentions[position] });
    }
  }
  return matches;
}
