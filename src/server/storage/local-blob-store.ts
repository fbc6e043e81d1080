import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSha256, BlobTooLargeError, type BlobStore, type StoredBlob } from './blob-store';

/**
 * Blobs on local disk under `root`, as blobs/ab/cd/<sha256>. Bytes stream through a hash into a
 * temporary file that is renamed into place, so a crash never leaves a half-written blob at an address.
 */
export function createLocalBlobStore(root: string): BlobStore {
  const blobsDir = join(root, 'blobs');
  const tmpDir = join(root, 'tmp');
  const pathOf = (sha256: string) => {
    assertSha256(sha256);
    return join(blobsDir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };

  return {
    async put(source: Readable, { maxBytes, headBytes = 0 }): Promise<StoredBlob> {
      await mkdir(tmpDir, { recursive: true });
      const tmpPath = join(tmpDir, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      const headChunks: Buffer[] = [];
      let headLength = 0;
      // Past the limit the rest is read and dropped rather than aborting: the source (one part of a
      // multipart request) must be drained for the next part to be read.
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) return callback();
          if (headLength < headBytes) {
            headChunks.push(chunk.subarray(0, headBytes - headLength));
            headLength += Math.min(chunk.length, headBytes - headLength);
          }
          hash.update(chunk);
          callback(null, chunk);
        },
        flush(callback) {
          callback(size > maxBytes ? new BlobTooLargeError(maxBytes) : null);
        },
      });
      try {
        await pipeline(source, meter, createWriteStream(tmpPath, { flags: 'wx' }));
        const sha256 = hash.digest('hex');
        const finalPath = pathOf(sha256);
        await mkdir(join(finalPath, '..'), { recursive: true });
        await rename(tmpPath, finalPath);
        return { sha256, size, head: Buffer.concat(headChunks) };
      } finally {
        await rm(tmpPath, { force: true });
      }
    },

    async open(sha256) {
      const path = pathOf(sha256);
      await access(path);
      return createReadStream(path);
    },

    async localPath(sha256) {
      const path = pathOf(sha256);
      await access(path);
      return path;
    },

    async exists(sha256) {
      return access(pathOf(sha256)).then(
        () => true,
        () => false,
      );
    },

    // `put` renames a fresh file into place even when the bytes were there already, so the file's
    // modification time is when they were last stored.
    async delete(sha256, { keepIfWrittenSince }) {
      const path = pathOf(sha256);
      const written = await stat(path).catch(() => null);
      if (!written) return { deleted: false, writtenAt: null };
      if (written.mtimeMs >= keepIfWrittenSince.getTime())
        return { deleted: false, writtenAt: written.mtime };
      await rm(path, { force: true });
      return { deleted: true };
    },
  };
}
