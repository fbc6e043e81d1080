import { tablesOfLayoutText } from './pdf-layout-tables';
import { loadPdfjs, pdfjsDataDirectories, untrustedPdfOptions } from './pdfjs-module';
import { layoutOfItems, type PositionedItem } from './pdfjs-layout';
import type { PdfReading } from './pdf-source';

type TextItemLike = { str?: unknown; hasEOL?: unknown };

function pageText(items: readonly TextItemLike[]): string {
  let text = '';
  for (const item of items) {
    if (typeof item.str === 'string') text += item.str;
    if (item.hasEOL === true) text += '\n';
  }
  return text;
}

function errorName(error: unknown): string {
  return error instanceof Object && 'name' in error && typeof error.name === 'string' ? error.name : '';
}

// As for pdftotext's layout run: statements and schedules run through a report, a book's tail does not.
const maxLayoutPages = 400;

const allocationFailure = /allocation failed|invalid (string|array) length|out of memory/i;

/**
 * Reads a PDF's text with pdf.js, in the calling thread (the sandbox is already its own process).
 * Text extraction interprets content streams but never decodes images, so image bombs cost nothing.
 */
export async function readPdfWithPdfjs(
  bytes: Uint8Array,
  options: { maxTextChars: number },
): Promise<PdfReading> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
    data: new Uint8Array(bytes),
    ...pdfjsDataDirectories(),
    ...untrustedPdfOptions,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    const layouts: string[] = [];
    let length = 0;
    let truncated = false;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = pageText(content.items as TextItemLike[]);
      if (number <= maxLayoutPages) layouts.push(layoutOfItems(content.items as PositionedItem[]));
      page.cleanup();
      if (length + text.length > options.maxTextChars) {
        truncated = true;
        break;
      }
      pages.push(text);
      length += text.length + 1;
    }
    return {
      status: 'ok',
      text: pages.join('\f'),
      pageCount: document.numPages,
      truncated,
      damaged: false,
      tables: tablesOfLayoutText(layouts.join('\f')),
    };
  } catch (error) {
    if (errorName(error) === 'PasswordException') return { status: 'encrypted' };
    const detail = `pdf.js: ${errorName(error)} ${error instanceof Error ? error.message : String(error)}`;
    return { status: 'failed', detail, outOfMemory: allocationFailure.test(detail) };
  } finally {
    await task.destroy();
  }
}
