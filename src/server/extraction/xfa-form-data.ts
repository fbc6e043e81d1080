import { inflateSync } from 'node:zlib';
import { decodeEntities } from './xml-entities';

/** The XFA data namespace: it marks the stream that holds the form's filled-in values (the datasets packet). */
const xfaDataNamespace = 'http://www.xfa.org/schema/xfa-data/1.0/';

/** How far back from a stream's data its dictionary is looked for. */
const dictionaryWindow = 1_000;

const utf8 = new TextDecoder('utf-8');

/** The decoded data of every stream in a PDF, as far as it can be read: plain or Flate streams only. */
function* streamContents(bytes: Uint8Array, maxBytes: number): Generator<Uint8Array> {
  // Latin-1 keeps one character per byte, so positions in the text are positions in the file.
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const keyword = /\bstream\r?\n/g;
  for (let match = keyword.exec(pdf); match; match = keyword.exec(pdf)) {
    const start = match.index + match[0].length;
    const end = pdf.indexOf('endstream', start);
    if (end === -1) return;
    keyword.lastIndex = end;
    const dictionary = pdf.slice(Math.max(0, match.index - dictionaryWindow), match.index);
    const objectStart = dictionary.lastIndexOf(' obj');
    const ownDictionary = objectStart === -1 ? dictionary : dictionary.slice(objectStart);
    // Images and fonts are most of a PDF's bytes and never hold form data.
    if (/\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType)|\/Length[123]\b/.test(ownDictionary)) continue;
    const dataEnd = pdf[end - 1] === '\n' ? (pdf[end - 2] === '\r' ? end - 2 : end - 1) : end;
    const data = bytes.subarray(start, dataEnd);
    if (!/\/Filter\s*(\[\s*)?\/FlateDecode/.test(ownDictionary)) {
      if (!/\/Filter/.test(ownDictionary)) yield data;
      continue;
    }
    try {
      // Bounded: a small stream can inflate to gigabytes.
      yield inflateSync(data, { maxOutputLength: maxBytes });
    } catch {
      // A damaged or oversized stream holds nothing this reader can use.
    }
  }
}

/** Each filled-in leaf of the form's data as "field: value", in document order. */
function fieldLines(datasets: string): string[] {
  const data = /<(?:[\w-]+:)?data\b[^>]*>([\s\S]*)<\/(?:[\w-]+:)?data>/.exec(datasets)?.[1] ?? '';
  const lines: string[] = [];
  for (const [, name, value] of data.matchAll(/<([\w.-]+(?::[\w.-]+)?)\b[^>/]*>([^<]+)<\/\1>/g)) {
    const text = decodeEntities(value).replace(/\s+/g, ' ').trim();
    if (text) lines.push(`${name}: ${text}`);
  }
  return lines;
}

/**
 * The values filled into an XFA form, read from its datasets packet, one "field: value" line each; null
 * when the PDF carries no form data. An XFA-only form's pages hold a placeholder, so this is its content.
 */
export function readXfaFormData(bytes: Uint8Array, options: { maxTextChars: number }): string | null {
  for (const content of streamContents(bytes, options.maxTextChars * 4)) {
    const xml = utf8.decode(content);
    if (!xml.includes(xfaDataNamespace)) continue;
    const lines = fieldLines(xml);
    if (lines.length > 0) return lines.join('\n');
  }
  return null;
}
