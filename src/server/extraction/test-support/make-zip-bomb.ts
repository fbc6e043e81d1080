/**
 * A DOCX-shaped zip bomb, built in milliseconds: word/document.xml is a hand-written deflate stream
 * that really expands to about `megabytes` MB of zeros (one zero byte, then copies of 258 bytes at
 * distance 1, each coded in 2 bits), so it is about 1,000 times smaller than what it inflates to.
 * Compressing that many zeros with a real compressor would take seconds per test.
 */

class BitWriter {
  private readonly bytes: Uint8Array;
  private bit = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  /** Header fields: least significant bit first. */
  value(value: number, width: number): void {
    for (let index = 0; index < width; index++) this.push((value >> index) & 1);
  }

  /** Huffman codes: most significant bit first. */
  code(code: number, width: number): void {
    for (let index = width - 1; index >= 0; index--) this.push((code >> index) & 1);
  }

  private push(bit: number): void {
    if (bit) this.bytes[this.bit >> 3] |= 1 << (this.bit & 7);
    this.bit++;
  }

  done(): Uint8Array {
    return this.bytes.slice(0, (this.bit + 7) >> 3);
  }
}

/** Order in which a dynamic block lists the code-length code lengths (RFC 1951, 3.2.7). */
const codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/**
 * One dynamic-Huffman block with three literal/length symbols: 285 (copy 258) coded '0', literal 0
 * coded '10', end of block coded '11'; and one distance symbol (distance 1) coded '0'.
 */
function deflatedZeros(copies: number): Uint8Array {
  const out = new BitWriter(64 + Math.ceil((copies * 2) / 8));
  out.value(1, 1); // final block
  out.value(2, 2); // dynamic Huffman
  out.value(286 - 257, 5); // literal/length codes 0..285
  out.value(0, 5); // one distance code
  out.value(18 - 4, 4); // code-length code lengths for the first 18 entries of codeLengthOrder
  // Code-length alphabet: 18 (run of zeros) → '0', length 1 → '10', length 2 → '11'.
  const codeLengthLengths: Record<number, number> = { 18: 1, 1: 2, 2: 2 };
  for (const symbol of codeLengthOrder.slice(0, 18)) out.value(codeLengthLengths[symbol] ?? 0, 3);
  const length = (bits: 1 | 2) => (bits === 1 ? out.code(0b10, 2) : out.code(0b11, 2));
  const zeros = (count: number) => {
    out.code(0, 1);
    out.value(count - 11, 7);
  };
  length(2); // literal 0
  zeros(138);
  zeros(117); // literals 1..255 unused
  length(2); // 256, end of block
  zeros(28); // 257..284 unused
  length(1); // 285, copy 258 bytes
  length(1); // distance code 0, distance 1
  out.code(0b10, 2); // the literal zero byte
  for (let copy = 0; copy < copies; copy++) {
    out.code(0, 1); // copy 258 bytes…
    out.code(0, 1); // …from 1 byte back
  }
  out.code(0b11, 2); // end of block
  return out.done();
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

type Entry = { name: string; data: Uint8Array; method: 0 | 8; crc: number; size: number };

function writeZip(entries: Entry[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const local = new Uint8Array(30 + name.length + entry.data.length);
    const localView = new DataView(local.buffer);
    localView.setUint32(0, 0x04034b50, true);
    localView.setUint16(4, 20, true);
    localView.setUint16(8, entry.method, true);
    localView.setUint32(14, entry.crc, true);
    localView.setUint32(18, entry.data.length, true);
    localView.setUint32(22, entry.size, true);
    localView.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(entry.data, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const centralView = new DataView(central.buffer);
    centralView.setUint32(0, 0x02014b50, true);
    centralView.setUint16(4, 20, true);
    centralView.setUint16(6, 20, true);
    centralView.setUint16(10, entry.method, true);
    centralView.setUint32(16, entry.crc, true);
    centralView.setUint32(20, entry.data.length, true);
    centralView.setUint32(24, entry.size, true);
    centralView.setUint16(28, name.length, true);
    centralView.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((total, central) => total + central.length, 0);
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, entries.length, true);
  endView.setUint16(10, entries.length, true);
  endView.setUint32(12, directorySize, true);
  endView.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, end];
  const zip = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let position = 0;
  for (const part of parts) {
    zip.set(part, position);
    position += part.length;
  }
  return zip;
}

function storedEntry(name: string, text: string): Entry {
  const data = new TextEncoder().encode(text);
  return { name, data, method: 0, crc: crc32(data), size: data.length };
}

/**
 * With `understate`, the zip claims the part is 1 KB, as a lying writer would. The part's CRC is left
 * 0: nothing should ever inflate this far enough to check it.
 */
export function makeZipBomb(megabytes: number, options: { understate?: boolean } = {}): Uint8Array {
  const copies = Math.ceil((megabytes * 1_048_576 - 1) / 258);
  const size = 1 + copies * 258;
  return writeZip([
    storedEntry(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    storedEntry(
      '_rels/.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    ),
    {
      name: 'word/document.xml',
      data: deflatedZeros(copies),
      method: 8,
      crc: 0,
      size: options.understate ? 1024 : size,
    },
  ]);
}
