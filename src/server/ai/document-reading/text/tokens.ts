import { stopWords } from './stop-words';

const wordPattern = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/** Lower-cased words, apostrophes folded, internal hyphens and full stops kept ('co-invest', 'l.p'). */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  const found = Array.from(lower.matchAll(wordPattern), (match) => match[0]);
  // Most text has no curly apostrophe: folding only when there is one spares a replace per word.
  return lower.includes('’') ? found.map((word) => word.replaceAll('’', "'")) : found;
}

/**
 * A light suffix stripper, enough that 'fees'/'fee' and 'investing'/'invested'/'invest' meet. A full
 * Porter stemmer buys little for sentence similarity and would make the terms harder to read in tests.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4 && !word.endsWith('eed')) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words that carry a sentence's topic: no stop words, no bare numbers, stemmed. */
export function contentTerms(text: string): string[] {
  return words(text)
    .filter((word) => word.length > 1 && !stopWords.has(word) && /\p{L}/u.test(word))
    .map(stem);
}

/** Share of a text's words that are English function words (about 0.4 in prose, near 0 when garbled). */
export function stopWordShare(text: string): number {
  const all = words(text);
  if (all.length === 0) return 0;
  return all.filter((word) => stopWords.has(word)).length / all.length;
}

function isWordCharacter(code: number, character: string): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return /[\p{L}\p{N}]/u.test(character);
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029;
}

/**
 * Words as a reader counts them: whitespace-separated runs holding at least one letter or digit.
 * A character loop, since this runs over every byte of a megabyte text.
 */
export function countWords(text: string): number {
  let count = 0;
  let inRun = false;
  let runHasWord = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (isSpace(code)) {
      if (inRun && runHasWord) count += 1;
      inRun = false;
      runHasWord = false;
      continue;
    }
    inRun = true;
    if (!runHasWord && isWordCharacter(code, text[at])) runHasWord = true;
  }
  return inRun && runHasWord ? count + 1 : count;
}
