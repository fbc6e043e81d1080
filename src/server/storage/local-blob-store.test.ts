import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BlobTooLargeError } from './blob-store';
import { createLocalBlobStore } from './local-blob-store';

const freshStore = () => {
  const root = mkdtempSync(join(tmpdir(), 'allocator-blobs-'));
  return { root, store: createLocalBlobStore(root) };
};

describe('local blob store', () => {
  it('stores bytes under their sha256 and gives the same bytes back', async () => {
    const { store } = freshStore();
    const content = 'Fund III net IRR 24.5%';
    const stored = await store.put(Readable.from([Buffer.from(content)]), { maxBytes: 1000, headBytes: 4 });
    expect(stored).toEqual({
      sha256: createHash('sha256').update(content).digest('hex'),
      size: content.length,
      head: Buffer.from('Fund'),
    });
    expect(await text(await store.open(stored.sha256))).toBe(content);
    const again = await store.put(Readable.from([Buffer.from(content)]), { maxBytes: 1000, headBytes: 4 });
    expect(again).toEqual(stored);
  });

  it('refuses more than maxBytes, reading the source to its end, and leaves nothing behind', async () => {
    const { root, store } = freshStore();
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(100, 1));
    const source = Readable.from(chunks);
    await expect(store.put(source, { maxBytes: 999 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(source.readableEnded).toBe(true);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
    const exact = await store.put(Readable.from(chunks), { maxBytes: 1000 });
    expect(exact.size).toBe(1000);
  });

  it('deletes a blob only when it was last stored before the given time, and says when it was', async () => {
    const { root, store } = freshStore();
    const { sha256 } = await store.put(Readable.from([Buffer.from('Side letter')]), { maxBytes: 100 });
    const path = join(root, 'blobs', sha256.slice(0, 2), sha256.slice(2, 4), sha256);
    const storedAt = new Date('2026-03-01T12:00:00Z');
    utimesSync(path, storedAt, storedAt);
    expect(await store.delete(sha256, { keepIfWrittenSince: storedAt })).toEqual({
      deleted: false,
      writtenAt: storedAt,
    });
    expect(await store.exists(sha256)).toBe(true);
    // Storing the same bytes again counts as a new write.
    await store.put(Readable.from([Buffer.from('Side letter')]), { maxBytes: 100 });
    const kept = await store.delete(sha256, { keepIfWrittenSince: new Date(storedAt.getTime() + 1000) });
    expect(kept.deleted).toBe(false);
    utimesSync(path, storedAt, storedAt);
    expect(await store.delete(sha256, { keepIfWrittenSince: new Date(storedAt.getTime() + 1000) })).toEqual({
      deleted: true,
    });
    expect(await store.exists(sha256)).toBe(false);
    expect(await store.delete(sha256, { keepIfWrittenSince: storedAt })).toEqual({
      deleted: false,
      writtenAt: null,
    });
  });

  it('never resolves an address outside the store', async () => {
    const { store } = freshStore();
    await expect(store.open('../../etc/passwd')).rejects.toThrow('Not a sha256 address');
    await expect(store.localPath('a'.repeat(63) + '/')).rejects.toThrow('Not a sha256 address');
    await expect(store.delete('../x', { keepIfWrittenSince: new Date() })).rejects.toThrow(
      'Not a sha256 address',
    );
  });
});
