import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * pdf.js in Node, drawing with @napi-rs/canvas. pdf.js fills in DOMMatrix, ImageData and Path2D from
 * the canvas package it finds itself when it loads; set first from ours, they match the canvases OCR
 * renders onto (a Path2D of another canvas build cannot be filled on ours).
 */
export async function loadPdfjs() {
  const canvas = await import('@napi-rs/canvas');
  const globals = globalThis as Record<string, unknown>;
  globals.DOMMatrix ??= canvas.DOMMatrix;
  globals.ImageData ??= canvas.ImageData;
  globals.Path2D ??= canvas.Path2D;
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

/** pdfjs ships the CMaps (CJK encodings) and standard fonts; reading them from disk keeps it offline. */
export function pdfjsDataDirectories() {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return { cMapUrl: join(root, 'cmaps') + '/', standardFontDataUrl: join(root, 'standard_fonts') + '/' };
}

/** Untrusted input: no eval of font programs, no fonts handed to a renderer, no system fonts. */
export const untrustedPdfOptions = {
  cMapPacked: true,
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  enableXfa: false,
} as const;
