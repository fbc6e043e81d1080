import { strToU8, zipSync } from 'fflate';
import { xmlDeclaration, xmlText } from './xml-text';

export type SheetSpec = { name: string; rows: string[][]; hidden?: boolean };

const mainNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipNamespace = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';

function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

function worksheet(rows: string[][]): string {
  const rowXml = rows.map((cells, rowIndex) => {
    const cellXml = cells.map((value, columnIndex) => {
      const reference = `${columnName(columnIndex)}${rowIndex + 1}`;
      return `<c r="${reference}" t="inlineStr"><is><t>${xmlText(value)}</t></is></c>`;
    });
    return `<row r="${rowIndex + 1}">${cellXml.join('')}</row>`;
  });
  return `${xmlDeclaration}<worksheet xmlns="${mainNamespace}"><sheetData>${rowXml.join('')}</sheetData></worksheet>`;
}

/**
 * A minimal XLSX written by hand (inline strings, no styles), so a test controls every name in it:
 * sheet names, defined names and custom properties may be '__proto__'.
 */
export function makeXlsx(
  sheets: SheetSpec[],
  extras: { definedName?: string; customProperty?: string; partsFolder?: string } = {},
) {
  // Writers may keep the workbook's parts anywhere; [Content_Types].xml and the relationships say where.
  const folder = extras.partsFolder ?? 'xl';
  const sheetOverrides = sheets
    .map(
      (_, index) =>
        `<Override PartName="/${folder}/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const customOverride = extras.customProperty
    ? '<Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/>'
    : '';
  const contentTypes =
    `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/${folder}/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    `${sheetOverrides}${customOverride}</Types>`;
  const customRelationship = extras.customProperty
    ? '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties" Target="docProps/custom.xml"/>'
    : '';
  const rootRelationships =
    `${xmlDeclaration}<Relationships xmlns="${packageRelationships}">` +
    `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${folder}/workbook.xml"/>` +
    `${customRelationship}</Relationships>`;
  const sheetEntries = sheets
    .map(
      (sheet, index) =>
        `<sheet name="${xmlText(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"${sheet.hidden ? ' state="hidden"' : ''}/>`,
    )
    .join('');
  const definedNames = extras.definedName
    ? `<definedNames><definedName name="${xmlText(extras.definedName)}">'${xmlText(sheets[0].name)}'!$A$1</definedName></definedNames>`
    : '';
  const workbook = `${xmlDeclaration}<workbook xmlns="${mainNamespace}" xmlns:r="${relationshipNamespace}"><sheets>${sheetEntries}</sheets>${definedNames}</workbook>`;
  const workbookRelationships =
    `${xmlDeclaration}<Relationships xmlns="${packageRelationships}">` +
    sheets
      .map(
        (_, index) =>
          `<Relationship Id="rId${index + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
      )
      .join('') +
    '</Relationships>';

  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes),
    '_rels/.rels': strToU8(rootRelationships),
    [`${folder}/workbook.xml`]: strToU8(workbook),
    [`${folder}/_rels/workbook.xml.rels`]: strToU8(workbookRelationships),
  };
  sheets.forEach((sheet, index) => {
    files[`${folder}/worksheets/sheet${index + 1}.xml`] = strToU8(worksheet(sheet.rows));
  });
  if (extras.customProperty) {
    files['docProps/custom.xml'] = strToU8(
      `${xmlDeclaration}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
        `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="${xmlText(extras.customProperty)}"><vt:lpwstr>polluted</vt:lpwstr></property></Properties>`,
    );
  }
  return zipSync(files, { level: 6 });
}
