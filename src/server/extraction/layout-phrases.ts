/** A run of text on a layout line and the character columns it spans. */
export type LayoutPhrase = { text: string; start: number; end: number };

/** Phrases of a line: words one space apart belong together; two or more spaces part them. */
export function phrasesOf(line: string): LayoutPhrase[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}
