import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { loadPdfjs, pdfjsDataDirectories, untrustedPdfOptions } from './pdfjs-module';

/** The resolution tesseract reads print best at: 10-point text stands about 30 pixels high. */
export const ocrDpi = 300;
/**
 * A page larger than A4 or letter paper is drawn at less than ocrDpi (a legal page at about 275 dpi), so
 * a huge page cannot take gigabytes and a long scan stays within the sandbox's memory.
 */
const maxPagePixels = 9_000_000;
/** An image larger than this (a 600 dpi scan of a letter page is 34 million) is left undrawn. */
const maxImagePixels = 40_000_000;

type CanvasAndContext = { canvas: Canvas | null; context: SKRSContext2D | null };

/** pdf.js's scratch canvases (patterns, masks, groups), made by the same canvas package as the page's. */
class OcrCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    const canvas = createCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }
  reset(entry: CanvasAndContext, width: number, height: number): void {
    if (!entry.canvas) throw new Error('Canvas is not specified');
    entry.canvas.width = width;
    entry.canvas.height = height;
  }
  destroy(entry: CanvasAndContext): void {
    if (entry.canvas) entry.canvas.width = entry.canvas.height = 0;
    entry.canvas = null;
    entry.context = null;
  }
}

/** A page drawn for OCR: a PGM file, and how many of its pixels are dark (none on an empty page). */
export type GreyscalePage = { pgm: Uint8Array; darkPixels: number };

/** A PGM (binary greyscale) file of RGBA pixels, with the usual luma weights. */
function greyscalePgm(image: { width: number; height: number; data: Uint8ClampedArray }): GreyscalePage {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const pgm = new Uint8Array(header.length + image.width * image.height);
  pgm.set(header);
  const { data } = image;
  let darkPixels = 0;
  for (let pixel = 0, at = header.length; pixel < data.length; pixel += 4, at++) {
    const grey = (data[pixel] * 77 + data[pixel + 1] * 150 + data[pixel + 2] * 29) >> 8;
    pgm[at] = grey;
    if (grey < 128) darkPixels++;
  }
  return { pgm, darkPixels };
}

export type RenderablePdf = {
  /**
   * The page as a greyscale picture at ocrDpi (less for an oversized page), a PGM file: a quarter of
   * the colour picture's memory, and what tesseract reads anyway. `signal` abandons the drawing.
   */
  renderGreyscale(pageNumber: number, signal: AbortSignal): Promise<GreyscalePage>;
  close(): Promise<void>;
};

export async function openRenderablePdf(bytes: Uint8Array): Promise<RenderablePdf> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    ...pdfjsDataDirectories(),
    ...untrustedPdfOptions,
    CanvasFactory: OcrCanvasFactory,
    maxImageSize: maxImagePixels,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const document = await task.promise;
  return {
    async renderGreyscale(pageNumber, signal) {
      const page = await document.getPage(pageNumber);
      const natural = page.getViewport({ scale: 1 });
      const fit = Math.sqrt(maxPagePixels / (natural.width * natural.height));
      const viewport = page.getViewport({ scale: Math.min(ocrDpi / 72, fit) });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      try {
        const context = canvas.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        const rendering = page.render({
          canvas: canvas as unknown as HTMLCanvasElement,
          canvasContext: context as unknown as CanvasRenderingContext2D,
          viewport,
        });
        const cancel = () => rendering.cancel();
        signal.addEventListener('abort', cancel, { once: true });
        try {
          await rendering.promise;
        } finally {
          signal.removeEventListener('abort', cancel);
        }
        return greyscalePgm(context.getImageData(0, 0, canvas.width, canvas.height));
      } finally {
        canvas.width = canvas.height = 0;
        await document.cleanup();
      }
    },
    async close() {
      await task.destroy();
    },
  };
}
