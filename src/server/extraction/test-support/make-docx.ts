import { strToU8, zipSync } from 'fflate';
import { xmlDeclaration, xmlText } from './xml-text';

const wordNamespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const relationshipNamespace = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const relationshipTypes = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * Links a hostile DOCX can hold: an external picture, an external "alternative chunk" (a whole file
 * pulled into the body) and an INCLUDETEXT field, all pointing at `target`.
 */
function externalLinks(target: string) {
  const drawing =
    '<w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing">' +
    '<wp:extent cx="100" cy="100"/><wp:docPr id="1" name="linked"/>' +
    '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">' +
    '<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="linked"/><pic:cNvPicPr/></pic:nvPicPr>' +
    '<pic:blipFill><a:blip r:link="rIdImage"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>';
  const body =
    `<w:p>${drawing}</w:p><w:altChunk r:id="rIdChunk"/>` +
    `<w:p><w:fldSimple w:instr="INCLUDETEXT &quot;${xmlText(target)}&quot;"><w:r><w:t>field</w:t></w:r></w:fldSimple></w:p>`;
  const relationships =
    `<Relationship Id="rIdImage" Type="${relationshipTypes}/image" Target="${xmlText(target)}" TargetMode="External"/>` +
    `<Relationship Id="rIdChunk" Type="${relationshipTypes}/aFChunk" Target="${xmlText(target)}" TargetMode="External"/>`;
  return { body, relationships };
}

/** word/footnotes.xml as Word writes it: two separator notes, then the real ones. */
function footnotesPart(footnotes: string[]): string {
  const separators =
    '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
    '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>';
  const notes = footnotes.map(
    (text, index) =>
      `<w:footnote w:id="${index + 1}"><w:p><w:r><w:t>${xmlText(text)}</w:t></w:r></w:p></w:footnote>`,
  );
  return `${xmlDeclaration}<w:footnotes xmlns:w="${wordNamespace}">${separators}${notes.join('')}</w:footnotes>`;
}

/** A table's XML: one row per array, the first `headerRows` marked as repeated header rows. */
function tableXml(rows: string[][], headerRows: number): string {
  const rowXml = rows.map((cells, index) => {
    const properties = index < headerRows ? '<w:trPr><w:tblHeader/></w:trPr>' : '';
    const cellXml = cells.map(
      (text) =>
        `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr><w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p></w:tc>`,
    );
    return `<w:tr>${properties}${cellXml.join('')}</w:tr>`;
  });
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${rowXml.join('')}</w:tbl>`;
}

export type DocxTable = { rows: string[][]; headerRows?: number };

/**
 * A minimal DOCX written by hand: a paragraph per string and a table per table in the body's order,
 * optionally with footnotes, with further tables after the body and with links to a local file.
 */
export function makeDocx(
  body: (string | DocxTable)[],
  options: { linkTo?: string; footnotes?: string[]; tables?: DocxTable[] } = {},
): Uint8Array {
  const links = options.linkTo ? externalLinks(options.linkTo) : { body: '', relationships: '' };
  const paragraphXml = body.map((block) =>
    typeof block === 'string'
      ? `<w:p><w:r><w:t xml:space="preserve">${xmlText(block)}</w:t></w:r></w:p>`
      : tableXml(block.rows, block.headerRows ?? 0),
  );
  const tables = (options.tables ?? []).map((table) => tableXml(table.rows, table.headerRows ?? 0));
  const document = `${xmlDeclaration}<w:document xmlns:w="${wordNamespace}" xmlns:r="${relationshipNamespace}"><w:body>${paragraphXml.join('')}${tables.join('')}${links.body}</w:body></w:document>`;
  const footnotes: Record<string, Uint8Array> = options.footnotes
    ? { 'word/footnotes.xml': strToU8(footnotesPart(options.footnotes)) }
    : {};
  return zipSync(
    {
      ...footnotes,
      '[Content_Types].xml': strToU8(
        `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        `${xmlDeclaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${relationshipTypes}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
      'word/document.xml': strToU8(document),
      'word/_rels/document.xml.rels': strToU8(
        `${xmlDeclaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${links.relationships}</Relationships>`,
      ),
    },
    { level: 6 },
  );
}
