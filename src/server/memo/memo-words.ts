import { statesAnyOf, unverifiedMark } from '../ai/model/figure-audit';
import { withoutHtml } from '../ai/model/without-html';

/** Markdown as the plain text it reads as: no markup, headings, emphasis or link targets. */
function plainText(markdown: string): string {
  return withoutHtml(markdown)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/^\s*[-*+]\s+/gm, '• ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\S)/);

/**
 * Words of an analysis (a model's, or the local analyst's) as the memo prints them: plain text, and
 * without any sentence stating a figure no source holds, so the memo never prints an unverified figure.
 * Says how many sentences were left out.
 */
export function memoWords(
  text: string,
  unverifiedFigures: readonly string[],
): { text: string; leftOut: number } {
  const all = sentences(plainText(text));
  const kept = all.filter(
    (sentence) => !sentence.includes(unverifiedMark) && !statesAnyOf(sentence, unverifiedFigures),
  );
  return { text: kept.join(' '), leftOut: all.length - kept.length };
}
