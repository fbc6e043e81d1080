import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { withoutBidiControls } from '@shared/bidi-controls';
import type { DocumentListItem } from '@shared/document';
import {
  acceptedFileTypes,
  fileKindOf,
  maxFileSizeBytes,
  uploadTexts,
  zUploadMetadata,
  type UploadMetadata,
} from '@shared/document-upload';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { investments } from '../../db/schema';
import type { TeamScope } from '../../db/tenancy';
import { signatureBytes, signatureFits } from '../../extraction/detect-kind';
import { nulCharacterMessage, findNulCharacters, tooDeepMessage } from '../../http/nul-characters';
import { BlobTooLargeError, type BlobStore } from '../../storage/blob-store';
import { scheduleBlobCollection } from './collect-blobs';
import { fileDocument, uploadedActivity } from './file-document';

type Deps = { db: Db; clock: Clock; blobStore: BlobStore };

type StoredFile = {
  index: number;
  fileName: string;
  sha256: string;
  size: number;
  kind: keyof typeof acceptedFileTypes;
};
export type UploadError = { fileName: string; message: string };
export type UploadResult = { documents: DocumentListItem[]; errors: UploadError[] };

/**
 * One part of an upload as the upload form sends it, whatever carried it: a field (type, description,
 * investmentId, tags, or a file's own `metadata_{index}` JSON), or a file under the `documents` field.
 * Fields may come after the files they describe.
 */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; field: string; fileName: string; content: Readable };

/**
 * A file name safe to show and to send back in a header: no path, no control characters, none of the
 * bidirectional ones that would make it display as another name, bounded.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f"]/g, '')).trim();
  return (cleaned || 'document').slice(0, 200);
}

/**
 * Reads the parts in order, storing each file's bytes as they arrive. `putBlobs` gets every blob
 * stored, accepted or not, even when reading stops half-way, so unused ones can be collected.
 */
async function receiveParts(
  parts: AsyncIterable<UploadPart> | Iterable<UploadPart>,
  blobStore: BlobStore,
  putBlobs: string[],
) {
  const fields = new Map<string, string>();
  const stored: StoredFile[] = [];
  const errors: UploadError[] = [];
  let index = 0;
  for await (const part of parts) {
    if (part.type === 'field') {
      fields.set(part.name, part.value);
      continue;
    }
    const fileName = cleanFileName(part.fileName);
    const fileIndex = index++;
    const kind = fileKindOf(fileName);
    if (part.field !== 'documents' || !kind) {
      part.content.resume();
      errors.push({ fileName, message: uploadTexts.invalidType(fileName) });
      continue;
    }
    try {
      const blob = await blobStore.put(part.content, {
        maxBytes: maxFileSizeBytes,
        headBytes: signatureBytes,
      });
      putBlobs.push(blob.sha256);
      if (blob.size === 0) errors.push({ fileName, message: uploadTexts.emptyFile(fileName) });
      else if (!signatureFits(kind, blob.head))
        errors.push({ fileName, message: uploadTexts.contentMismatch(fileName) });
      else stored.push({ index: fileIndex, fileName, sha256: blob.sha256, size: blob.size, kind });
    } catch (error) {
      if (!(error instanceof BlobTooLargeError)) throw error;
      errors.push({ fileName, message: uploadTexts.tooLarge(fileName) });
    }
  }
  return { fields, stored, errors };
}

type MetadataResult = { ok: true; metadata: UploadMetadata } | { ok: false; problem: string };

function parseMetadata(input: unknown): MetadataResult {
  const { paths, tooDeep } = findNulCharacters(input);
  if (tooDeep) return { ok: false, problem: tooDeepMessage('metadata') };
  if (paths.length > 0) return { ok: false, problem: `${paths[0]}: ${nulCharacterMessage}` };
  const parsed = zUploadMetadata.safeParse(input);
  if (parsed.success) return { ok: true, metadata: parsed.data };
  const [issue] = parsed.error.issues;
  const field = issue.path.join('.');
  return { ok: false, problem: field ? `${field}: ${issue.message}` : issue.message };
}

/** The pipeline-level fields (type, description, investmentId, tags), shared by every file. */
function sharedMetadata(fields: Map<string, string>): MetadataResult {
  const investmentId = fields.get('investmentId');
  return parseMetadata({
    type: fields.get('type') || undefined,
    description: fields.get('description') || undefined,
    investmentId: investmentId ? Number(investmentId) : undefined,
    tags: fields
      .get('tags')
      ?.split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  });
}

/** A file's own metadata (`metadata_{index}` JSON) over the shared fields. */
function metadataFor(shared: MetadataResult, fields: Map<string, string>, index: number): MetadataResult {
  if (!shared.ok) return shared;
  const own = fields.get(`metadata_${index}`);
  if (own === undefined) return shared;
  let json: unknown;
  try {
    json = JSON.parse(own);
  } catch {
    return { ok: false, problem: `metadata_${index} is not valid JSON` };
  }
  const parsed = parseMetadata(json);
  return parsed.ok ? { ok: true, metadata: { ...shared.metadata, ...parsed.metadata } } : parsed;
}

/**
 * Uploads files as the team's documents (POST /api/documents/upload, and anything else that files
 * documents as a person would): stores each accepted file, then in one transaction creates its row with
 * status processing, enqueues its processing job and writes the activity. Refused files get their own
 * error; the others are stored.
 */
export async function uploadDocuments(
  deps: Deps,
  scope: TeamScope,
  parts: AsyncIterable<UploadPart> | Iterable<UploadPart>,
): Promise<UploadResult> {
  const putBlobs: string[] = [];
  try {
    const received = await receiveParts(parts, deps.blobStore, putBlobs);
    return await recordUploads(deps, scope, received, putBlobs);
  } catch (error) {
    // The request failed half-way (too many files, a broken body): what it stored is not kept.
    await scheduleBlobCollection(deps.db, putBlobs, deps.clock.now()).catch(() => undefined);
    throw error;
  }
}

/**
 * Creates, in one transaction, each accepted file's row with status processing, its processing job
 * and its activity; refused files get their own error, and bytes no row names are collected.
 */
async function recordUploads(
  deps: Deps,
  scope: TeamScope,
  { fields, stored, errors }: Awaited<ReturnType<typeof receiveParts>>,
  putBlobs: string[],
): Promise<UploadResult> {
  const shared = sharedMetadata(fields);
  const metadata = new Map(stored.map((file) => [file.index, metadataFor(shared, fields, file.index)]));
  const wantedInvestments = [
    ...new Set([...metadata.values()].flatMap((result) => (result.ok && result.metadata.investmentId) || [])),
  ];
  const owned = wantedInvestments.length
    ? await deps.db
        .select({ id: investments.id, name: investments.name })
        .from(investments)
        .where(and(eq(investments.teamId, scope.teamId), inArray(investments.id, wantedInvestments)))
    : [];
  const ownedIds = new Set(owned.map((investment) => investment.id));

  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const rows: DocumentListItem[] = [];
    const named = new Set<string>();
    for (const file of stored) {
      const result = metadata.get(file.index);
      if (!result?.ok) {
        errors.push({
          fileName: file.fileName,
          message: uploadTexts.badMetadata(file.fileName, result?.problem),
        });
        continue;
      }
      const meta = result.metadata;
      if (meta.investmentId && !ownedIds.has(meta.investmentId)) {
        errors.push({ fileName: file.fileName, message: uploadTexts.investmentNotFound(file.fileName) });
        continue;
      }
      const investmentName = owned.find((investment) => investment.id === meta.investmentId)?.name;
      const filed = await fileDocument(
        tx,
        deps.blobStore,
        scope,
        {
          name: file.fileName,
          kind: file.kind,
          sha256: file.sha256,
          size: file.size,
          metadata: meta,
          activity: uploadedActivity(file.fileName, investmentName),
        },
        now,
      );
      // Bytes collected between being stored and now are gone: say so.
      if (!filed) {
        errors.push({ fileName: file.fileName, message: uploadTexts.storeFailed(file.fileName) });
        continue;
      }
      rows.push(filed);
      named.add(file.sha256);
    }
    await scheduleBlobCollection(
      tx,
      putBlobs.filter((sha256) => !named.has(sha256)),
      now,
    );
    return rows;
  });
  return { documents: created, errors };
}
