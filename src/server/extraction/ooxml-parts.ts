import { strFromU8, unzipSync } from 'fflate';

// [Content_Types].xml is a few kilobytes; one larger than this is not worth reading on the main thread.
const maxContentTypesBytes = 1_000_000;

/** The content types of a document's main part, as Office and other writers declare them. */
const mainPartTypes: readonly { kind: 'docx' | 'xlsx'; pattern: RegExp }[] = [
  {
    kind: 'docx',
    pattern:
      /wordprocessingml\.(?:document|template)\.main\+xml|ms-word\.(?:document|template)\.macroEnabled/i,
  },
  {
    kind: 'xlsx',
    pattern: /spreadsheetml\.(?:sheet|template)\.main\+xml|ms-excel\.(?:sheet|template)\.macroEnabled/i,
  },
];

export type MainPart = { kind: 'docx' | 'xlsx'; name: string };

/**
 * Which Office document a zip holds and where its main part is, from its [Content_Types].xml: the part
 * declared with a main document type, wherever the writer put it (not only word/document.xml or
 * xl/workbook.xml), provided that part is in the zip. `names` are the zip's entry names, lower-cased.
 */
export function declaredMainPartName(bytes: Uint8Array, names: ReadonlySet<string>): MainPart | null {
  let contentTypes: Uint8Array | undefined;
  try {
    const entries = unzipSync(bytes, {
      filter: (file) =>
        file.name.toLowerCase() === '[content_types].xml' && file.originalSize <= maxContentTypesBytes,
    });
    contentTypes = Object.values(entries)[0];
  } catch {
    return null;
  }
  if (!contentTypes) return null;
  const xml = strFromU8(contentTypes);
  for (const override of xml.matchAll(/<Override\b[^>]*>/gi)) {
    const partName = /PartName\s*=\s*"\/?([^"]+)"/i.exec(override[0])?.[1];
    const contentType = /ContentType\s*=\s*"([^"]+)"/i.exec(override[0])?.[1];
    if (!partName || !contentType || !names.has(partName.toLowerCase())) continue;
    const main = mainPartTypes.find((candidate) => candidate.pattern.test(contentType));
    if (main) return { kind: main.kind, name: partName.toLowerCase() };
  }
  return null;
}

/** Which Office document a zip holds, from the main part its [Content_Types].xml declares. */
export function declaredMainPart(bytes: Uint8Array, names: ReadonlySet<string>): 'docx' | 'xlsx' | null {
  return declaredMainPartName(bytes, names)?.kind ?? null;
}
