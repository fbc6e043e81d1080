import * as XLSX from '@e965/xlsx';
import WordExtractor from 'word-extractor';
import { refused, type ExtractionResult } from './extraction-result';
import { extractionReasons } from './reasons';

type CfbEntry = { name: string; content?: ArrayLike<number> };
type CfbContainer = { FileIndex: CfbEntry[] };

/** FIB flag fEncrypted (Word 97+ [MS-DOC] 2.5.2): the text stream is scrambled without the password. */
const fibEncrypted = 0x0100;
const fibFlagsOffset = 0x0a;

/**
 * word-extractor reads an encrypted document's scrambled bytes as text and returns gibberish, so the
 * File Information Block's flag is read first, through the compound-file reader SheetJS ships.
 */
function isEncryptedWordFile(buffer: Buffer): boolean {
  const container = XLSX.CFB.read(buffer, { type: 'buffer' }) as CfbContainer;
  const stream = container.FileIndex.find((entry) => entry.name === 'WordDocument')?.content;
  if (!stream || stream.length < fibFlagsOffset + 2) return false;
  const flags = stream[fibFlagsOffset] | (stream[fibFlagsOffset + 1] << 8);
  return (flags & fibEncrypted) !== 0;
}

/** A Word 97–2003 document's text: body, then notes, comments, text boxes, headers and footers. */
export async function extractDoc(bytes: Uint8Array): Promise<ExtractionResult> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isEncryptedWordFile(buffer)) return refused(extractionReasons.encryptedDocument);
  const document = await new WordExtractor().extract(buffer);
  const parts = [
    document.getBody(),
    document.getFootnotes(),
    document.getEndnotes(),
    document.getAnnotations(),
    document.getTextboxes(),
    document.getHeaders(),
  ];
  const text = parts
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join('\n\n');
  return { ok: true, text, warnings: [] };
}
