import { Inflate } from 'fflate';
import { extractionReasons } from './reasons';
import { maxZipEntries } from './sniff-content';
import { readZipCentralDirectory, type ZipEntry } from './zip-central-directory';

/**
 * DOCX and XLSX are zips, and their parsers inflate whole parts into memory: a process's memory limit
 * does not cover those buffers in every runtime, so an archive is measured before any parser sees it.
 */
export type ZipLimits = {
  /** What all entries together may expand to. */
  maxTotalBytes: number;
  maxEntries: number;
  /** Expansion ratio refused for entries above `ratioCheckAboveBytes`: deflate tops out near 1,032. */
  maxRatio: number;
  /** Small parts of real files (styles, repeated cells) reach high ratios harmlessly. */
  ratioCheckAboveBytes: number;
};

const megabyte = 1_048_576;

/** Real Office files in the test corpus expand to at most 60 MB, at ratios up to about 120. */
export const defaultZipLimits: ZipLimits = {
  maxTotalBytes: 200 * megabyte,
  maxEntries: maxZipEntries,
  maxRatio: 200,
  ratioCheckAboveBytes: 10 * megabyte,
};

const stored = 0;
const deflated = 8;
const localHeaderSignature = 0x04034b50;
/** Input fed to the inflater per step: at most ~17 MB of output before the next size check. */
const inflateStep = 16 * 1024;

/** Refuses on what the central directory declares: costs nothing, catches honest bombs. */
export function checkDeclaredSizes(entries: readonly ZipEntry[], limits: ZipLimits): string | undefined {
  if (entries.length > limits.maxEntries) return extractionReasons.zipTooManyEntries(limits.maxEntries);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) return extractionReasons.zipTooLarge(limits.maxTotalBytes);
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > limits.ratioCheckAboveBytes && ratio > limits.maxRatio) {
      return extractionReasons.zipRatio(limits.maxRatio);
    }
  }
  return undefined;
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.byteLength || data.getUint32(header, true) !== localHeaderSignature)
    return undefined;
  const start = header + 30 + data.getUint16(header + 26, true) + data.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  return end <= bytes.byteLength ? bytes.subarray(start, end) : undefined;
}

/** Inflates one entry, discarding its output, until it ends or passes `limit` bytes. */
function inflatedSize(compressed: Uint8Array, limit: number): number {
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
  });
  for (let offset = 0; offset < compressed.length && size <= limit; offset += inflateStep) {
    const end = Math.min(offset + inflateStep, compressed.length);
    inflater.push(compressed.subarray(offset, end), end === compressed.length);
  }
  return size;
}

/**
 * Refuses on what the entries really expand to. Declared sizes are the writer's word, and the
 * parsers trust them only until they have already allocated the output, so each deflated entry is
 * streamed through an inflater that keeps nothing.
 */
export function checkActualSizes(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  limits: ZipLimits,
): string | undefined {
  let total = 0;
  for (const entry of entries) {
    const encrypted = (entry.flags & 1) === 1;
    if (encrypted || (entry.method !== deflated && entry.method !== stored)) {
      // No Office parser reads these, so they will fail as corrupt; count what they claim.
      total += entry.uncompressedSize;
    } else {
      const data = entryData(bytes, entry);
      if (!data) return extractionReasons.corrupt;
      let size: number;
      try {
        size = entry.method === stored ? data.length : inflatedSize(data, entry.uncompressedSize);
      } catch {
        return extractionReasons.corrupt;
      }
      if (size > entry.uncompressedSize) return extractionReasons.zipUnderstated;
      total += size;
    }
    if (total > limits.maxTotalBytes) return extractionReasons.zipTooLarge(limits.maxTotalBytes);
  }
  return undefined;
}

/** The reason to refuse an archive, or undefined when parsers may open it. */
export function guardZipArchive(bytes: Uint8Array, limits: ZipLimits = defaultZipLimits): string | undefined {
  const directory = readZipCentralDirectory(bytes, { maxEntries: limits.maxEntries });
  if (!directory.ok) {
    return directory.problem === 'too-many-entries'
      ? extractionReasons.zipTooManyEntries(limits.maxEntries)
      : extractionReasons.corrupt;
  }
  return checkDeclaredSizes(directory.entries, limits) ?? checkActualSizes(bytes, directory.entries, limits);
}
