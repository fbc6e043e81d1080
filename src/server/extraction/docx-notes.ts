import { strFromU8, unzipSync } from 'fflate';
import { decodeEntities } from './xml-entities';

/** Parts whose text mammoth's raw-text output leaves out, with the heading each gets. */
const noteParts = new Map([
  ['word/footnotes.xml', { heading: 'Footnotes', element: 'footnote' }],
  ['word/endnotes.xml', { heading: 'Endnotes', element: 'endnote' }],
  ['word/comments.xml', { heading: 'Comments', element: 'comment' }],
]);

/** Word's own separator lines between body and notes are stored as notes too; they hold no text. */
const separatorTypes = /w:type="(separator|continuationSeparator|continuationNotice)"/;

/** A paragraph's text as written: its runs joined, tabs kept. */
export function paragraphText(paragraphXml: string): string {
  let text = '';
  // <w:t> runs hold the text; deleted text (<w:delText>) is deliberately not matched.
  for (const run of paragraphXml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)) {
    text += run[1] === undefined ? '\t' : decodeEntities(run[1]);
  }
  return text.trim();
}

function notesText(xml: string, element: string): string[] {
  const notes: string[] = [];
  const pattern = new RegExp(`<w:${element}\\b([^>]*)>([\\s\\S]*?)</w:${element}>`, 'g');
  for (const [, attributes, body] of xml.matchAll(pattern)) {
    if (separatorTypes.test(attributes)) continue;
    const paragraphs = [...body.matchAll(/<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g)].map((match) =>
      paragraphText(match[1]),
    );
    const text = paragraphs.filter(Boolean).join('\n');
    if (text) notes.push(text);
  }
  return notes;
}

/**
 * The footnotes, endnotes and comments of a DOCX as headed sections, read straight from their parts.
 * Call only after the zip-bomb guard has measured the archive: this inflates those parts.
 */
export function docxNoteSections(bytes: Uint8Array): string[] {
  const parts = unzipSync(bytes, { filter: (file) => noteParts.has(file.name.toLowerCase()) });
  const sections: string[] = [];
  for (const [name, data] of Object.entries(parts)) {
    const part = noteParts.get(name.toLowerCase());
    if (!part) continue;
    const notes = notesText(strFromU8(data), part.element);
    if (notes.length > 0) sections.push(`${part.heading}\n${notes.join('\n')}`);
  }
  return sections;
}
