import { documentKinds, type DocumentKind } from './extraction-result';
import { extractionReasons } from './reasons';
import {
  maxZipEntries,
  sniffContent,
  sniffedLabels,
  sniffSignature,
  type Signature,
  type SniffedContent,
} from './sniff-content';

/** How many leading bytes `signatureFits` reads. */
export { signatureBytes } from './sniff-content';

export type KindDetection = { ok: true; kind: DocumentKind } | { ok: false; reason: string };

/** Which sniffed contents each kind accepts; an unreadable compound file is left to the parser. */
const accepted: Record<DocumentKind, readonly SniffedContent[]> = {
  pdf: ['pdf'],
  doc: ['doc', 'cfb-unreadable'],
  docx: ['docx'],
  xls: ['xls', 'cfb-unreadable'],
  xlsx: ['xlsx'],
};

/**
 * The containers each kind's first bytes may show. Office wraps a password-protected DOCX or XLSX in a
 * compound file: it passes here so that processing can say it is encrypted, rather than calling it
 * something it is not.
 */
const acceptedSignatures: Record<DocumentKind, readonly Signature[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  docx: ['zip', 'cfb'],
  xls: ['cfb'],
  xlsx: ['zip', 'cfb'],
};

function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function isDocumentKind(extension: string): extension is DocumentKind {
  return (documentKinds as readonly string[]).includes(extension);
}

function encryptedReason(kind: DocumentKind): string {
  if (kind === 'pdf') return extractionReasons.encryptedPdf;
  return kind === 'xls' || kind === 'xlsx'
    ? extractionReasons.encryptedWorkbook
    : extractionReasons.encryptedDocument;
}

/**
 * The kind of an uploaded file when its extension and its bytes agree, or the reason they do not.
 * A file whose bytes name another kind is refused rather than read as that kind: the name is what
 * people see and search, so a renamed file would mislead them.
 */
export function detectKind(bytes: Uint8Array, fileName: string): KindDetection {
  const extension = extensionOf(fileName);
  if (!isDocumentKind(extension)) return { ok: false, reason: extractionReasons.unsupportedType(extension) };
  const content = sniffContent(bytes);
  if (accepted[extension].includes(content)) return { ok: true, kind: extension };
  switch (content) {
    case 'empty':
      return { ok: false, reason: extractionReasons.emptyFile };
    case 'encrypted-ooxml':
      return { ok: false, reason: encryptedReason(extension) };
    case 'zip-too-many-entries':
      return { ok: false, reason: extractionReasons.zipTooManyEntries(maxZipEntries) };
    case 'ooxml-incomplete':
    case 'zip-unreadable':
      if (extension === 'docx' || extension === 'xlsx')
        return { ok: false, reason: extractionReasons.corrupt };
      break;
  }
  return { ok: false, reason: extractionReasons.contentMismatch(extension, sniffedLabels[content]) };
}

/**
 * True when a file's first bytes fit its kind: the check an upload makes as the bytes arrive. What is
 * inside the container is checked by `detectKind` when the file is read.
 */
export function signatureFits(kind: DocumentKind, head: Uint8Array): boolean {
  return acceptedSignatures[kind].includes(sniffSignature(head));
}

/** True when bytes already in the sandbox are what the caller said they are. */
export function contentMatchesKind(content: SniffedContent, kind: DocumentKind): boolean {
  return accepted[kind].includes(content);
}
