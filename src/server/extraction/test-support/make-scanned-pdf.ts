import { createCanvas } from '@napi-rs/canvas';
import { openRenderablePdf } from '../pdf-page-render';
import { pdfkitPdf } from './pdfkit-pdf';

/** A typeset PDF with a text layer: one letter page per entry, its paragraphs in 12-point Times. */
export function makeTextPdf(pages: string[][]): Promise<Uint8Array> {
  return pdfkitPdf((document) => {
    for (const paragraphs of pages) {
      document.addPage({ size: 'LETTER', margin: 72 });
      document.font('Times-Roman').fontSize(12);
      for (const paragraph of paragraphs) document.text(paragraph, { width: 468 }).moveDown();
    }
  });
}

/** A PNG of a binary greyscale PGM file (what the renderer gives), since pdfkit embeds PNG or JPEG. */
async function pngOfPgm(pgm: Uint8Array): Promise<Buffer> {
  const header = /^P5\s(\d+)\s(\d+)\s255\s/.exec(Buffer.from(pgm.subarray(0, 40)).toString('latin1'));
  if (!header) throw new Error('Not a PGM picture');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const grey = pgm.subarray(header[0].length);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const picture = context.createImageData(width, height);
  for (let pixel = 0; pixel < grey.length; pixel++) {
    picture.data.fill(grey[pixel], pixel * 4, pixel * 4 + 3);
    picture.data[pixel * 4 + 3] = 255;
  }
  context.putImageData(picture, 0, 0);
  return canvas.encode('png');
}

/**
 * What a scanner makes of `makeTextPdf(pages)`: each page drawn to a picture and the pictures put in
 * a PDF of their own, with no text layer at all.
 */
export async function makeScannedPdf(pages: string[][]): Promise<Uint8Array> {
  const typeset = await openRenderablePdf(await makeTextPdf(pages));
  const pictures: Buffer[] = [];
  try {
    for (let page = 1; page <= pages.length; page++)
      pictures.push(await pngOfPgm((await typeset.renderGreyscale(page, new AbortController().signal)).pgm));
  } finally {
    await typeset.close();
  }
  return pdfkitPdf((document) => {
    for (const picture of pictures) {
      document.addPage({ size: 'LETTER', margin: 0 });
      document.image(picture, 0, 0, { width: 612, height: 792 });
    }
  });
}
