import { makeCompoundFile } from './make-compound-file';

const textOffset = 1024;

/**
 * A minimal Word 97 file: a compound file whose 'WordDocument' stream holds a File Information Block
 * and the text as one 8-bit piece, and whose '1Table' stream holds the piece table pointing at it.
 * Everything else the FIB can point to (styles, fields, headers) is left empty.
 */
export function makeDoc(text: string, options: { encrypted?: boolean } = {}): Uint8Array {
  const body = `${text}\r`;
  const wordDocument = Buffer.alloc(textOffset + body.length);
  wordDocument.writeUInt16LE(0xa5ec, 0x00); // wIdent: a Word 97+ document
  // fWhichTblStm: the piece table is in '1Table'; fEncrypted when asked.
  wordDocument.writeUInt16LE(0x0200 | (options.encrypted ? 0x0100 : 0), 0x0a);
  wordDocument.writeUInt32LE(textOffset, 0x18); // fcMin
  wordDocument.writeUInt32LE(body.length, 0x4c); // ccpText
  wordDocument.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  wordDocument.write(body, textOffset, 'latin1');

  // Clx: a PlcPcd (0x02, its size, the two character positions, one piece descriptor).
  const table = Buffer.alloc(1 + 4 + 8 + 8);
  table.writeUInt8(0x02, 0);
  table.writeUInt32LE(16, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(body.length, 9);
  // fc with bit 30 set means 8-bit text at fc / 2.
  table.writeUInt32LE(((textOffset * 2) | 0x40000000) >>> 0, 13 + 2);
  wordDocument.writeUInt32LE(table.length, 0x1a6); // lcbClx

  return makeCompoundFile({ WordDocument: wordDocument, '1Table': table });
}
