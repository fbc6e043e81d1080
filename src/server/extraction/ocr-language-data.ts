import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A language tesseract.js reads, and the file of its trained data (gzipped) in node_modules. */
export type OcrLanguage = { code: string; file: string };

const languageCode = /^[a-z]{3}(?:_[a-z]+)?$/;

/**
 * The trained data of each language from its npm package (`@tesseract.js-data/eng` and the like) in
 * node_modules: the LSTM model tesseract.js itself would otherwise fetch from a CDN. A language whose
 * package is not installed is an error, never a download.
 */
export function ocrLanguages(codes: readonly string[]): OcrLanguage[] {
  const require = createRequire(import.meta.url);
  return codes.map((code) => {
    if (!languageCode.test(code)) throw new Error(`not an OCR language code: ${code}`);
    let packageFile: string;
    try {
      packageFile = require.resolve(`@tesseract.js-data/${code}/package.json`);
    } catch {
      throw new Error(`language ${code} is not installed (npm install @tesseract.js-data/${code})`);
    }
    const file = join(dirname(packageFile), '4.0.0_best_int', `${code}.traineddata.gz`);
    if (!existsSync(file)) throw new Error(`language ${code} has no LSTM model at ${file}`);
    return { code, file };
  });
}
