import { hasCfbSignature, listCfbEntryNames } from './cfb-directory';
import { declaredMainPart } from './ooxml-parts';
import { readZipCentralDirectory } from './zip-central-directory';

/**
 * What a file's bytes say it is, whatever its name claims. Reads headers and directories, and of an
 * Office zip whose parts are not where Office puts them, its small [Content_Types].xml: cheap enough
 * for the main thread.
 */
export type SniffedContent =
  | 'empty'
  | 'pdf'
  | 'docx'
  | 'xlsx'
  /** An Office 2007+ zip missing its main part: broken rather than something else renamed. */
  | 'ooxml-incomplete'
  | 'zip'
  | 'zip-unreadable'
  | 'zip-too-many-entries'
  | 'doc'
  | 'xls'
  /** A password-protected DOCX or XLSX: Office wraps those in a compound file, not a zip. */
  | 'encrypted-ooxml'
  | 'cfb-other'
  /** A compound file whose directory could not be walked: the parser decides. */
  | 'cfb-unreadable'
  | 'rtf'
  | 'html'
  | 'unknown';

/**
 * What a file's first bytes alone say: the container, not yet what is inside it. Enough to refuse a
 * renamed file while it is still arriving, before its directory (at a zip's end) is in.
 */
export type Signature = 'empty' | 'zip' | 'cfb' | 'pdf' | 'rtf' | 'html' | 'unknown';

/** A zip with more entries than this is not worth opening; the zip-bomb guard uses the same number. */
export const maxZipEntries = 5_000;

/** PDF readers accept junk before the header within the first kilobyte, so the check does too. */
export const signatureBytes = 1024;

const latin1 = new TextDecoder('latin1');

function startsWith(bytes: Uint8Array, text: string): boolean {
  return latin1.decode(bytes.subarray(0, text.length)) === text;
}

function sniffZip(bytes: Uint8Array): SniffedContent {
  const directory = readZipCentralDirectory(bytes, { maxEntries: maxZipEntries });
  if (!directory.ok)
    return directory.problem === 'too-many-entries' ? 'zip-too-many-entries' : 'zip-unreadable';
  // Office treats part names case-insensitively, and so do some writers.
  const names = new Set(directory.entries.map((entry) => entry.name.toLowerCase()));
  const hasContentTypes = names.has('[content_types].xml');
  if (hasContentTypes && names.has('word/document.xml')) return 'docx';
  if (hasContentTypes && names.has('xl/workbook.xml')) return 'xlsx';
  // Parts may live elsewhere: [Content_Types].xml names the main part wherever the writer put it.
  const declared = hasContentTypes ? declaredMainPart(bytes, names) : null;
  if (declared) return declared;
  const looksLikeOffice = [...names].some((name) => name.startsWith('word/') || name.startsWith('xl/'));
  return looksLikeOffice ? 'ooxml-incomplete' : 'zip';
}

function sniffCompoundFile(bytes: Uint8Array): SniffedContent {
  const names = listCfbEntryNames(bytes);
  if (!names) return 'cfb-unreadable';
  const has = (name: string) => names.some((entry) => entry.toLowerCase() === name.toLowerCase());
  if (has('EncryptedPackage')) return 'encrypted-ooxml';
  if (has('WordDocument')) return 'doc';
  if (has('Workbook') || has('Book')) return 'xls';
  return 'cfb-other';
}

/** The signature in a file's first `signatureBytes` bytes (more are ignored). */
export function sniffSignature(head: Uint8Array): Signature {
  if (head.byteLength === 0) return 'empty';
  // Containers first: a stored zip entry could hold '%PDF-' within the first kilobyte.
  if (startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06')) return 'zip';
  if (hasCfbSignature(head)) return 'cfb';
  if (latin1.decode(head.subarray(0, signatureBytes)).includes('%PDF-')) return 'pdf';
  if (startsWith(head, '{\\rtf')) return 'rtf';
  const text = latin1
    .decode(head.subarray(0, 512))
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  return /^<(!doctype html|html)/i.test(text) ? 'html' : 'unknown';
}

export function sniffContent(bytes: Uint8Array): SniffedContent {
  const signature = sniffSignature(bytes);
  switch (signature) {
    case 'zip':
      return sniffZip(bytes);
    case 'cfb':
      return sniffCompoundFile(bytes);
    default:
      return signature;
  }
}

/** How a sniffed content is named in a refusal, when it is something a person would recognise. */
export const sniffedLabels: Partial<Record<SniffedContent, string>> = {
  pdf: 'a PDF',
  docx: 'a Word document (.docx)',
  xlsx: 'an Excel workbook (.xlsx)',
  zip: 'a zip archive',
  doc: 'a Word document (.doc)',
  xls: 'an Excel workbook (.xls)',
  rtf: 'an RTF document',
  html: 'a web page (HTML)',
};
