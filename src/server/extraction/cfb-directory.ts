/**
 * Lists the stream names of an OLE compound file (the container of .doc and .xls files) by walking only
 * its directory sectors: enough to tell a Word file ('WordDocument') from a workbook ('Workbook' or
 * 'Book') or a password-protected Office 2007+ file ('EncryptedPackage') without reading any content.
 * It runs on the main thread, so it reads a bounded number of sectors and never follows a loop.
 */

export const cfbSignature = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

const headerSize = 512;
const endOfChain = 0xfffffffe;
const lastRegularSector = 0xfffffffa;
const headerFatEntries = 109;
const directoryEntrySize = 128;
/** A directory this long would describe tens of thousands of streams; no real document has one. */
const maxDirectorySectors = 4096;
const maxFatSectors = 65_536;

export function hasCfbSignature(bytes: Uint8Array): boolean {
  return (
    bytes.byteLength >= cfbSignature.length && cfbSignature.every((byte, index) => bytes[index] === byte)
  );
}

/** The names of every storage and stream, or undefined when the header or directory cannot be read. */
export function listCfbEntryNames(bytes: Uint8Array): string[] | undefined {
  if (bytes.byteLength < headerSize || !hasCfbSignature(bytes)) return undefined;
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = data.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  const sectorSize = 1 << sectorShift;
  const entriesPerSector = sectorSize / 4;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const sectorReadable = (sector: number) =>
    sector <= lastRegularSector && sectorOffset(sector) + sectorSize <= bytes.byteLength;

  const fatSectorCount = Math.min(data.getUint32(0x2c, true), maxFatSectors);
  const fatSectors: number[] = [];
  for (let index = 0; index < Math.min(fatSectorCount, headerFatEntries); index++) {
    fatSectors.push(data.getUint32(0x4c + index * 4, true));
  }
  // Files over ~7 MB list further FAT sectors in a chain of DIFAT sectors.
  let difatSector = data.getUint32(0x44, true);
  const seenDifat = new Set<number>();
  while (fatSectors.length < fatSectorCount && sectorReadable(difatSector) && !seenDifat.has(difatSector)) {
    seenDifat.add(difatSector);
    const base = sectorOffset(difatSector);
    for (let index = 0; index < entriesPerSector - 1 && fatSectors.length < fatSectorCount; index++) {
      fatSectors.push(data.getUint32(base + index * 4, true));
    }
    difatSector = data.getUint32(base + (entriesPerSector - 1) * 4, true);
  }

  const nextSector = (sector: number): number | undefined => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerSector)];
    if (fatSector === undefined || !sectorReadable(fatSector)) return undefined;
    return data.getUint32(sectorOffset(fatSector) + (sector % entriesPerSector) * 4, true);
  };

  const names: string[] = [];
  const seen = new Set<number>();
  let sector: number | undefined = data.getUint32(0x30, true);
  while (sector !== undefined && sector !== endOfChain && seen.size < maxDirectorySectors) {
    if (!sectorReadable(sector) || seen.has(sector)) break;
    seen.add(sector);
    const base = sectorOffset(sector);
    for (let entry = base; entry < base + sectorSize; entry += directoryEntrySize) {
      const nameLength = data.getUint16(entry + 0x40, true);
      const type = data.getUint8(entry + 0x42);
      if (type === 0 || nameLength < 2 || nameLength > 64) continue;
      names.push(utf16(bytes.subarray(entry, entry + nameLength - 2)));
    }
    sector = nextSector(sector);
  }
  return names.length > 0 ? names : undefined;
}

const utf16Decoder = new TextDecoder('utf-16le');

function utf16(bytes: Uint8Array): string {
  return utf16Decoder.decode(bytes);
}
