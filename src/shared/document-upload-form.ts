import { z } from 'zod';
import { confidentialityLevels, documentCategories, documentTypes, documentTypeValues } from './document';
import { acceptedFileTypes, fileKindOf, maxFileSizeBytes } from './document-upload';
import { zInvestmentChoice } from './investment';
import { maxDescriptionLength } from './limits';

/** SPEC 5 detail-page upload dialog: type, category and confidentiality required, description optional. */
export const zDetailUploadForm = z.object({
  type: z.enum(documentTypeValues, { error: 'Please select a document type' }),
  category: z.enum(documentCategories, { error: 'Please select a category' }),
  confidentialityLevel: z.enum(confidentialityLevels, { error: 'Please select confidentiality level' }),
  description: z.string().trim().max(maxDescriptionLength),
});
export type DetailUploadFormValues = z.input<typeof zDetailUploadForm>;

/** SPEC 5 defaults: fund deck, marketing, internal. */
export const detailUploadDefaults = {
  type: 'fund_deck',
  category: 'marketing',
  confidentialityLevel: 'internal',
  description: '',
} as const satisfies DetailUploadFormValues;

/** SPEC 3: choosing a type moves the category to that type's default. */
export function defaultCategoryOf(type: string): (typeof documentCategories)[number] {
  return documentTypes.find((candidate) => candidate.value === type)?.category ?? 'operational';
}

/** SPEC 7: the tools page files every upload as operational and internal. */
export const toolsUploadDefaults = { category: 'operational', confidentialityLevel: 'internal' } as const;

/** The investment choice that files an upload under no investment (SPEC 3: the General Repository). */
export const generalRepositoryValue = 'general';

/**
 * SPEC 5 tools upload: a document type is needed; the files go to a chosen investment or the General
 * Repository (no investment); the description is optional.
 */
export const zToolsUploadForm = z.object({
  type: z.string().pipe(zDetailUploadForm.shape.type),
  investmentId: z.union([z.literal(generalRepositoryValue).transform(() => null), zInvestmentChoice]),
  description: zDetailUploadForm.shape.description,
});
export type ToolsUploadFormValues = z.input<typeof zToolsUploadForm>;
export type ToolsUploadInput = z.output<typeof zToolsUploadForm>;

export const toolsUploadFormDefaults = {
  type: '',
  investmentId: generalRepositoryValue,
  description: '',
} satisfies ToolsUploadFormValues;

/** What the client knows of a chosen file before sending it (a browser File has these). */
export type CandidateFile = { name: string; type: string; size: number };
export type FileProblem = 'invalidType' | 'tooLarge';

const acceptedMimeTypes: readonly string[] = Object.values(acceptedFileTypes);
/** Browsers report no type, or a generic one, for some Office files; the extension then decides. */
const unspecificMimeTypes = ['', 'application/octet-stream'];

/**
 * SPEC 5: a file must be PDF, DOC, DOCX, XLS or XLSX (its extension, and its MIME type where the browser
 * names one) and at most 50MB. The server stores by extension, so the extension must be one of the five.
 */
export function fileProblemOf(file: CandidateFile): FileProblem | null {
  const typeAccepted = acceptedMimeTypes.includes(file.type) || unspecificMimeTypes.includes(file.type);
  if (!fileKindOf(file.name) || !typeAccepted) return 'invalidType';
  if (file.size > maxFileSizeBytes) return 'tooLarge';
  return null;
}

/** SPEC 5: invalid files are dropped and the rest continue. */
export function partitionFiles<File extends CandidateFile>(
  files: readonly File[],
): { accepted: File[]; rejected: { file: File; problem: FileProblem }[] } {
  const accepted: File[] = [];
  const rejected: { file: File; problem: FileProblem }[] = [];
  for (const file of files) {
    const problem = fileProblemOf(file);
    if (problem) rejected.push({ file, problem });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** The file input's accept list (SPEC 5 extensions). */
export const fileInputAccept = Object.keys(acceptedFileTypes)
  .map((extension) => `.${extension}`)
  .join(',');
