import type { ExtractedTable } from '../../extraction/extracted-tables';
import { quarantineDocument } from '../document-reading/quarantine/quarantine-document';

/** One page of a document as the model reads it; `number` is null for a file without pages. */
export type ReadingPage = { number: number | null; text: string; asExtracted: string };

/**
 * The document's pages (PDF form feeds) with every passage addressed to an AI blanked, beside the text
 * as extracted, so an audit tells a quote from a set-aside passage from one that is nowhere.
 */
export function readingPages(text: string, tables: readonly ExtractedTable[]): ReadingPage[] {
  const blanked = quarantineDocument(text, tables).text;
  if (!text.includes('\f')) return [{ number: null, text: blanked, asExtracted: text }];
  const extracted = text.split('\f');
  return blanked.split('\f').map((page, index) => ({
    number: index + 1,
    text: page,
    asExtracted: extracted[index] ?? '',
  }));
}

/** About how many tokens a text costs a model: four characters a token, as OpenAI's guide has it. */
export const tokensOf = (text: string) => Math.ceil(text.length / 4);

/**
 * Pages in consecutive chunks of at most `chunkTokens` each, within `budgetTokens` in all: the pages
 * beyond the budget are not sent. A page longer than a chunk is a chunk of its own.
 */
export function pageChunks(
  pages: readonly ReadingPage[],
  { chunkTokens, budgetTokens }: { chunkTokens: number; budgetTokens: number },
): ReadingPage[][] {
  const chunks: ReadingPage[][] = [];
  let spent = 0;
  let current: ReadingPage[] = [];
  let currentTokens = 0;
  for (const page of pages) {
    const tokens = tokensOf(page.text);
    if (spent + tokens > budgetTokens) break;
    if (current.length > 0 && currentTokens + tokens > chunkTokens) {
      chunks.push(current);
      current = [];
      currentTokens = 0;
    }
    current.push(page);
    currentTokens += tokens;
    spent += tokens;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** A chunk as the model's message: each page fenced, so nothing in it passes for the instructions. */
export function chunkPrompt(chunk: readonly ReadingPage[]): string {
  return chunk
    .map((page) => {
      const body = page.text.replaceAll('</page', '<\\/page');
      return page.number === null
        ? `<page>\n${body}\n</page>`
        : `<page number="${page.number}">\n${body}\n</page>`;
    })
    .join('\n\n');
}
