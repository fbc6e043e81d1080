import type { DocumentKind } from './extraction-result';

/** How each kind is named to a person: the extension alone means little to most investors. */
export const kindLabels: Record<DocumentKind, string> = {
  pdf: 'a PDF',
  doc: 'a Word document (.doc)',
  docx: 'a Word document (.docx)',
  xls: 'an Excel workbook (.xls)',
  xlsx: 'an Excel workbook (.xlsx)',
};

const megabytes = (bytes: number) => Math.round(bytes / 1_048_576);

/** Every sentence a refused file can show; one place so the wording stays consistent. */
export const extractionReasons = {
  emptyFile: 'The file is empty',
  unsupportedType: (extension: string) =>
    extension
      ? `Files of type .${extension} are not supported (PDF, DOC, DOCX, XLS and XLSX are)`
      : 'The file has no extension (PDF, DOC, DOCX, XLS and XLSX are supported)',
  contentMismatch: (kind: DocumentKind, actually?: string) =>
    actually
      ? `The file's content is ${actually}, not ${kindLabels[kind]} (it was renamed to .${kind})`
      : `The file's content is not ${kindLabels[kind]} (it was renamed to .${kind})`,
  encryptedPdf: 'The PDF is encrypted and needs a password',
  encryptedDocument: 'The document is encrypted and needs a password',
  encryptedWorkbook: 'The workbook is encrypted and needs a password',
  corrupt: 'The file is corrupt or truncated',
  timeout: (timeoutMs: number) => `The file took too long to read (over ${Math.round(timeoutMs / 1000)} s)`,
  memory: 'The file needs more memory than allowed to read',
  crashed: 'The reader crashed on this file (it may be corrupt)',
  readerUnavailable: 'The document reader could not start; try again later',
  closed: 'Reading was cancelled because the server is stopping',
  unreadableSource: 'The stored file could not be read',
  zipTooLarge: (limitBytes: number) =>
    `The archive expands to more than ${megabytes(limitBytes)} MB: refused as a possible zip bomb`,
  zipTooManyEntries: (limit: number) =>
    `The archive holds more than ${limit.toLocaleString('en-US')} files: refused as a possible zip bomb`,
  zipRatio: (ratio: number) =>
    `A part of the archive is compressed more than ${ratio} times: refused as a possible zip bomb`,
  zipUnderstated: 'A part of the archive expands to more than it declares: refused as a possible zip bomb',
} as const;
