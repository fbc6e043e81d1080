import type { Sentence } from '../text/sentences';
import { stopWords } from '../text/stop-words';

// Lines that open many documents without naming them.
const boilerplate =
  /^(?:table of contents|contents|(?:strictly |private (?:and|&) )?confidential|draft|for discussion purposes only|page \d+|updated .*|disclaimer|welcome|agenda)$/i;
const lookedAt = 15;
const maxTitleLength = 100;

/** A line that can name the document: a short, capitalised phrase, not a sentence, date or address. */
function namesDocument(sentence: Sentence): boolean {
  const text = sentence.text.replace(/:$/, '');
  const words = text.split(' ');
  if (words.length < 2 || words.length > 12 || text.length > maxTitleLength) return false;
  if (boilerplate.test(text) || /[<>=@{}|\\]|www\.|https?:/i.test(text) || /^dear\b|,$/i.test(text))
    return false;
  if (!/^["“]?(?:\p{Lu}|\d+[\s.])/u.test(text) || (text.match(/\p{L}/gu)?.length ?? 0) < text.length / 2)
    return false;
  // A full stop may end an entity's name ('Nexus VI, L.P.'), not a sentence.
  if (/[.?!]$/.test(text) && !/(?:\b(?:\p{L}\.){2,}|\b(?:Inc|Ltd|Co|Corp|LLC|LP|plc)\.)$/u.test(text))
    return false;
  return sentence.heading || words.length <= 8;
}

/** 'SUMMARY OF PRINCIPAL TERMS' → 'Summary of Principal Terms'; mixed case is left as written. */
function titleCase(text: string): string {
  if (/\p{Ll}/u.test(text)) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((word, position) =>
      position > 0 && stopWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** 'Nexus_VI-Financial.Statement_Q4.pdf' → 'Nexus VI Financial Statement Q4'. */
export function fileNameTitle(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const spaced = base
    .replace(/[_.]+/g, ' ')
    .replace(/\s+-\s+|-{2,}/g, ' – ')
    .replace(/\s+/g, ' ')
    .trim();
  return spaced || 'Untitled document';
}

/** The document's own name from its opening lines, else its file name; then the type, unless it says so. */
export function summaryTitle(
  sentences: readonly Sentence[],
  fileName: string,
  typeLabel: string | null,
): string {
  const named = sentences.slice(0, lookedAt).find(namesDocument);
  const base = named ? titleCase(named.text.replace(/:$/, '')) : fileNameTitle(fileName);
  if (!typeLabel || base.toLowerCase().includes(typeLabel.toLowerCase())) return base;
  return `${base} – ${typeLabel}`;
}
