/**
 * Reads a zip's central directory, the table of contents at its end, without inflating anything: enough
 * to tell a DOCX from an XLSX and to add up what an archive claims it expands to before any parser
 * unpacks it. Every length is bounds-checked, so a hostile file can only make this return a problem.
 */

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated; anything else no Office parser reads. */
  method: number;
  /** Bit 0 set: the entry is encrypted, so its data cannot be inflated here. */
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

export type ZipDirectory =
  { ok: true; entries: ZipEntry[] } | { ok: false; problem: 'unreadable' | 'too-many-entries' };

const endOfDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndSignature = 0x06064b50;
const directoryEntrySignature = 0x02014b50;
const zip64ExtraId = 0x0001;
const endRecordSize = 22;
const maxCommentLength = 0xffff;
const sixteenBitsFull = 0xffff;
const thirtyTwoBitsFull = 0xffffffff;

const unreadable: ZipDirectory = { ok: false, problem: 'unreadable' };

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** 64-bit sizes as numbers: anything past 2^53 is absurd for a document and is refused by the guard. */
function readUint64(data: DataView, offset: number): number {
  return data.getUint32(offset, true) + data.getUint32(offset + 4, true) * 2 ** 32;
}

/** The end-of-central-directory record sits in the last 22 bytes plus an optional comment. */
function findEndRecord(data: DataView): number | undefined {
  const lowest = Math.max(0, data.byteLength - endRecordSize - maxCommentLength);
  for (let offset = data.byteLength - endRecordSize; offset >= lowest; offset--) {
    if (data.getUint32(offset, true) === endOfDirectorySignature) return offset;
  }
  return undefined;
}

type DirectoryLocation = { count: number; offset: number; size: number };

function locateDirectory(data: DataView, endRecord: number): DirectoryLocation | undefined {
  const count = data.getUint16(endRecord + 10, true);
  const size = data.getUint32(endRecord + 12, true);
  const offset = data.getUint32(endRecord + 16, true);
  const usesZip64 = count === sixteenBitsFull || size === thirtyTwoBitsFull || offset === thirtyTwoBitsFull;
  if (!usesZip64) return { count, offset, size };
  const locator = endRecord - 20;
  if (locator < 0 || data.getUint32(locator, true) !== zip64LocatorSignature) return undefined;
  const zip64End = readUint64(data, locator + 8);
  if (zip64End + 56 > data.byteLength || data.getUint32(zip64End, true) !== zip64EndSignature)
    return undefined;
  return {
    count: readUint64(data, zip64End + 32),
    size: readUint64(data, zip64End + 40),
    offset: readUint64(data, zip64End + 48),
  };
}

/** Replaces the 32-bit fields a zip64 archive leaves at 0xFFFFFFFF with the values of its extra field. */
function applyZip64Extra(data: DataView, entry: ZipEntry, extraStart: number, extraEnd: number): void {
  let offset = extraStart;
  while (offset + 4 <= extraEnd) {
    const id = data.getUint16(offset, true);
    const length = data.getUint16(offset + 2, true);
    const body = offset + 4;
    if (body + length > extraEnd) return;
    if (id === zip64ExtraId) {
      let field = body;
      const next = () => {
        if (field + 8 > body + length) return undefined;
        const value = readUint64(data, field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === thirtyTwoBitsFull)
        entry.uncompressedSize = next() ?? entry.uncompressedSize;
      if (entry.compressedSize === thirtyTwoBitsFull) entry.compressedSize = next() ?? entry.compressedSize;
      if (entry.localHeaderOffset === thirtyTwoBitsFull) {
        entry.localHeaderOffset = next() ?? entry.localHeaderOffset;
      }
      return;
    }
    offset = body + length;
  }
}

const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/** Lists the archive's entries; refuses once there are more than `maxEntries`, before reading them all. */
export function readZipCentralDirectory(bytes: Uint8Array, options: { maxEntries: number }): ZipDirectory {
  if (bytes.byteLength < endRecordSize) return unreadable;
  const data = view(bytes);
  const endRecord = findEndRecord(data);
  if (endRecord === undefined) return unreadable;
  const location = locateDirectory(data, endRecord);
  if (!location || location.offset + location.size > data.byteLength) return unreadable;
  if (location.count > options.maxEntries) return { ok: false, problem: 'too-many-entries' };

  const entries: ZipEntry[] = [];
  const end = location.offset + location.size;
  let offset = location.offset;
  while (offset + 46 <= end && data.getUint32(offset, true) === directoryEntrySignature) {
    if (entries.length === options.maxEntries) return { ok: false, problem: 'too-many-entries' };
    const flags = data.getUint16(offset + 8, true);
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > end) return unreadable;
    // Bit 11 marks UTF-8 names; older writers use code page 437, whose ASCII range is all OOXML needs.
    const decoder = flags & 0x0800 ? utf8 : latin1;
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(nameStart, extraStart)),
      method: data.getUint16(offset + 10, true),
      flags,
      compressedSize: data.getUint32(offset + 20, true),
      uncompressedSize: data.getUint32(offset + 24, true),
      localHeaderOffset: data.getUint32(offset + 42, true),
    };
    applyZip64Extra(data, entry, extraStart, extraStart + extraLength);
    entries.push(entry);
    offset = next;
  }
  if (entries.length === 0 && location.count > 0) return unreadable;
  return { ok: true, entries };
}
