import type { Readable } from 'node:stream';

/** Where uploaded files' bytes live, addressed by their sha256; rows in PostgreSQL point at them. */
export type BlobStore = {
  /**
   * Streams bytes in, refusing more than `maxBytes`; the same bytes twice are stored once. The first
   * `headBytes` bytes come back too, for checking what the file really is.
   */
  put: (source: Readable, options: { maxBytes: number; headBytes?: number }) => Promise<StoredBlob>;
  /** The bytes of a stored blob, streamed. */
  open: (sha256: string) => Promise<Readable>;
  /** A path a parser can read the blob from (local driver) without copying it into memory. */
  localPath: (sha256: string) => Promise<string>;
  /** True when bytes are stored at that address. */
  exists: (sha256: string) => Promise<boolean>;
  /**
   * Deletes a blob unless it was written at or after `keepIfWrittenSince` (an upload may have just
   * stored the same bytes again and not yet recorded them); `writtenAt` tells when a kept one was.
   */
  delete: (sha256: string, options: { keepIfWrittenSince: Date }) => Promise<BlobDeletion>;
};

export type BlobDeletion = { deleted: true } | { deleted: false; writtenAt: Date | null };

export type StoredBlob = { sha256: string; size: number; head: Buffer };

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

const sha256Pattern = /^[0-9a-f]{64}$/;

/** A blob address is exactly 64 hex digits, so it can never name a path outside the store. */
export function assertSha256(value: string): void {
  if (!sha256Pattern.test(value)) throw new Error('Not a sha256 address');
}
