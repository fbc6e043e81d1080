import { stopWords } from './stop-words';
import { words } from './tokens';

export const minReadableWords = 6;
export const maxReadableWords = 70;

// Finite verbs common in fund documents: an unpunctuated line with one is a statement (a slide's
// bullet), without one it is a label ('Amortization of deferred debt issuance costs').
const finiteVerb =
  /\b(?:is|are|was|were|has|have|had|will|would|can|could|may|might|should|must|shall|does|do|did|includes?|provides?|invests?|targets?|seeks?|focus(?:es)?|generated?|generates|expects?|offers?|delivers?|remains?|represents?|continues?|believes?|aims?|plans?|intends?|returned|raised|closed|grew|achieved|exceeds?|outperformed)\b/i;

/** Letters and capitals, by character code: a regex match per letter would allocate per letter. */
function countLetters(text: string): { letters: number; capitals: number } {
  let letters = 0;
  let capitals = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code >= 65 && code <= 90) {
      letters += 1;
      capitals += 1;
    } else if (code >= 97 && code <= 122) letters += 1;
    else if (code >= 128 && /\p{L}/u.test(text[at])) {
      letters += 1;
      if (/\p{Lu}/u.test(text[at])) capitals += 1;
    }
  }
  return { letters, capitals };
}

/**
 * Whether a sentence can be quoted to a reader: a statement of sensible length, not a table row or a
 * label, a shouted disclaimer, a run of Title Case headers or unmapped glyphs (real prose always has
 * some function words). Cheapest tests first: this runs on every sentence of the document.
 */
export function isReadable(text: string): boolean {
  if (text.length < 20 || text.length > 1200) return false;
  if (!/[.!?]["'”’)\]]*$/.test(text) && !finiteVerb.test(text)) return false;
  const all = words(text);
  if (all.length < minReadableWords || all.length > maxReadableWords) return false;
  if (!all.some((word) => stopWords.has(word))) return false;
  const { letters, capitals } = countLetters(text);
  if (letters / text.length < 0.6) return false;
  if (capitals / letters > 0.5) return false;
  const longWords = text.split(' ').filter((word) => word.length >= 4 && /^["“(]?\p{L}/u.test(word));
  const capitalised = longWords.filter((word) => /^["“(]?\p{Lu}/u.test(word)).length;
  return longWords.length < 6 || capitalised / longWords.length <= 0.7;
}

/**
 * A sentence as a list item shows it: without the bullet or section number it opened with ('13.3.2
 * Written notice…'), cut at a word boundary to fit.
 */
export function quote(sentence: string, maxLength = 320): string {
  const text = sentence
    .replace(/^[•·▪◦●■○►✓*–—-]\s+/, '')
    .replace(/^(?:\d{1,3}(?:\.\d{1,3})+\.?|\d{1,3}\.)\s+(?=\S)/, '');
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > maxLength / 2 ? lastSpace : maxLength).replace(/[\s,;:]+$/, '')}…`;
}
