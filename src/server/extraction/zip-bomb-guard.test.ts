import { describe, expect, it } from 'vitest';
import { makeDocx } from './test-support/make-docx';
import { makeZipBomb } from './test-support/make-zip-bomb';
import { defaultZipLimits, guardZipArchive } from './zip-bomb-guard';

describe('guardZipArchive', () => {
  it('lets an ordinary DOCX through', () => {
    expect(guardZipArchive(makeDocx(['Capital call']))).toBeUndefined();
  });

  it('refuses an archive that declares 300 MB, without inflating it', () => {
    const bomb = makeZipBomb(300);
    expect(bomb.length).toBeLessThan(1_000_000);
    const started = performance.now();
    expect(guardZipArchive(bomb)).toBe(
      'The archive expands to more than 200 MB: refused as a possible zip bomb',
    );
    // Reading the directory is instant; inflating 300 MB would take a second or more.
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a part compressed past the ratio limit even under the total limit', () => {
    expect(guardZipArchive(makeZipBomb(20))).toBe(
      'A part of the archive is compressed more than 200 times: refused as a possible zip bomb',
    );
  });

  it('refuses a part that expands to more than its declared size, and stops inflating there', () => {
    expect(guardZipArchive(makeZipBomb(50, { understate: true }))).toBe(
      'A part of the archive expands to more than it declares: refused as a possible zip bomb',
    );
  });

  it('applies the limits it is given', () => {
    const limits = { ...defaultZipLimits, maxTotalBytes: 1_000, maxRatio: 10_000 };
    expect(guardZipArchive(makeZipBomb(1), limits)).toBe(
      'The archive expands to more than 0 MB: refused as a possible zip bomb',
    );
  });
});
