import { deflateSync } from 'node:zlib';

/** Escapes a PDF literal string: backslashes and parentheses are its only special characters. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/**
 * A minimal valid PDF written by hand: one page per entry, each line of it shown in Helvetica.
 * The cross-reference table needs every object's byte offset, so the file is built object by object;
 * lines must be ASCII, so that a character is a byte. `xfaDatasets` adds an XFA form whose datasets
 * packet is that XML, Flate-compressed as form writers store it. `unmappedGlyphs` gives the font a
 * ToUnicode map to the private-use area, as a subset font without a usable map reads.
 */
export function makePdf(
  pages: string[][],
  options: { xfaDatasets?: string; unmappedGlyphs?: boolean } = {},
): Uint8Array {
  const pageObjectNumbers = pages.map((_, index) => 4 + index * 2);
  const datasetsObject = 4 + pages.length * 2;
  const toUnicodeObject = datasetsObject + (options.xfaDatasets ? 1 : 0);
  const toUnicode = options.unmappedGlyphs ? ` /ToUnicode ${toUnicodeObject} 0 R` : '';
  const acroForm = options.xfaDatasets
    ? ` /AcroForm << /Fields [] /XFA [(datasets) ${datasetsObject} 0 R] >>`
    : '';
  const objects: string[] = [
    `<< /Type /Catalog /Pages 2 0 R${acroForm} >>`,
    `<< /Type /Pages /Kids [${pageObjectNumbers.map((number) => `${number} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica${toUnicode} >>`,
  ];
  for (const [index, lines] of pages.entries()) {
    const content = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `${pdfString(line)} Tj T*`).join(' ')} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObjectNumbers[index] + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  if (options.xfaDatasets) {
    const packed = deflateSync(Buffer.from(options.xfaDatasets, 'utf-8')).toString('latin1');
    objects.push(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n${packed}\nendstream`);
  }
  if (options.unmappedGlyphs) {
    // Every printable character's glyph says it is a private-use code point: drawn right, read as nothing.
    const cmap =
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap 1 begincodespacerange <00> <FF> endcodespacerange 1 beginbfrange <20> <7E> <E020> endbfrange endcmap CMapName currentdict /CMap defineresource pop end end';
    objects.push(`<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`);
  }
  let file = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(file, 'latin1'));
}
