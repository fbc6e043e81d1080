import mammoth from 'mammoth';
import { docxNoteSections } from './docx-notes';
import { docxTables } from './docx-tables';
import type { ExtractionResult } from './extraction-result';

/** Only mammoth's errors say something about the text; its style warnings are about HTML output. */
function errorMessages(messages: readonly { type: string; message: string }[]): string[] {
  const errors = messages.filter((message) => message.type === 'error').map((message) => message.message);
  return [...new Set(errors)].slice(0, 5);
}

/**
 * A DOCX's text with mammoth, then its footnotes, endnotes and comments, which mammoth's raw text omits,
 * and its tables cell by cell. Raw-text extraction never reads images, and mammoth refuses external
 * files unless told otherwise (it is not), so a document linking file:///etc/passwd reads nothing.
 * The buffer is all mammoth gets: with no path it has no directory to resolve links against.
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractionResult> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result = await mammoth.extractRawText({ buffer });
  // Mammoth ends every paragraph with a blank line, so empty paragraphs pile up into long gaps.
  const body = result.value.replace(/\n{3,}/g, '\n\n').trim();
  const text = [body, ...docxNoteSections(bytes)].filter(Boolean).join('\n\n');
  return { ok: true, text, tables: docxTables(bytes), warnings: errorMessages(result.messages) };
}
