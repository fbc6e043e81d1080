import { z } from 'zod';
import { confidentialityLevels, documentCategories, zDocumentType } from './document';
import { maxDescriptionLength, maxNameLength } from './limits';

/** SPEC 9: 52,428,800 bytes (50MB) per file. */
export const maxFileSizeBytes = 52_428_800;
/** Files in one upload request; more are refused so one request cannot hold the server for long. */
export const maxFilesPerUpload = 20;

/** SPEC 5: accepted extensions and their MIME types. */
export const acceptedFileTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type FileKind = keyof typeof acceptedFileTypes;

export function fileKindOf(fileName: string): FileKind | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  // Own keys only: `in` would also accept 'constructor' or 'toString' from Object.prototype.
  return Object.hasOwn(acceptedFileTypes, extension) ? (extension as FileKind) : null;
}

/** SPEC 5 and 8 upload texts, title / message. */
export const uploadTexts = {
  invalidTypeTitle: 'Invalid file type',
  invalidType: (file: string) => `${file} is not a supported format. Please upload PDF, DOCX, or XLSX files.`,
  tooLargeTitle: 'File too large',
  tooLarge: (file: string) => `${file} exceeds 50MB limit.`,
  noFilesTitle: 'No files selected',
  noFiles: 'Please select files to upload.',
  contentMismatch: (file: string) => `${file} does not contain what its extension says.`,
  emptyFile: (file: string) => `${file} is empty.`,
  tooManyFilesTitle: 'Too many files',
  tooManyFiles: `At most ${maxFilesPerUpload} files can be uploaded at once.`,
  investmentNotFound: (file: string) => `${file}: the investment it was filed under was not found.`,
  badMetadata: (file: string, problem = 'missing') => `${file}: its details are not valid (${problem}).`,
  noneStored: 'None of the files could be stored.',
  storeFailed: (file: string) => `${file} could not be stored. Please upload it again.`,
};

/** Per-file metadata of the detail page and tools dialogs (`metadata_{index}`), and the pipeline-level fields. */
export const zUploadMetadata = z
  .object({
    type: zDocumentType.optional(),
    category: z.enum(documentCategories).optional(),
    confidentialityLevel: z.enum(confidentialityLevels).optional(),
    description: z.string().trim().max(maxDescriptionLength).optional(),
    investmentId: z.union([z.number().int().positive(), z.null()]).optional(),
    name: z.string().trim().max(maxNameLength).optional(),
    fileSize: z.number().int().nonnegative().optional(),
    tags: z.array(z.string().trim().max(100)).max(50).optional(),
  })
  .strip();
export type UploadMetadata = z.infer<typeof zUploadMetadata>;
