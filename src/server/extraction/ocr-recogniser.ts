import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OcrLanguage } from './ocr-language-data';
import type { OcrParagraph } from './ocr-page-text';

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js').createWorker>>;
type TesseractPage = Awaited<ReturnType<TesseractWorker['recognize']>>['data'];

export type Recogniser = {
  /** The page's paragraphs, or 'timeout' when it took longer than `timeoutMs` (the engine is then restarted). */
  recognise(image: Uint8Array, timeoutMs: number): Promise<OcrParagraph[] | 'timeout'>;
  close(): Promise<void>;
};

function paragraphsOf(page: TesseractPage): OcrParagraph[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.map((paragraph) =>
      paragraph.lines.map((line) =>
        line.words.map((word) => ({ text: word.text, confidence: word.confidence })),
      ),
    ),
  );
}

/**
 * Tesseract (tesseract.js's WebAssembly build) in a worker thread of the sandbox, so the sandbox's
 * memory watch and timeout cover it. It starts with the first page and is replaced after a page that
 * timed out: a thread stuck in WebAssembly is only ended by terminating it.
 */
export function createRecogniser(languages: readonly OcrLanguage[]): Recogniser {
  let worker: Promise<TesseractWorker> | undefined;
  let languageDirectory: string | undefined;

  /**
   * tesseract.js reads every language from one directory (`langPath`), and each package keeps its own:
   * a directory of links to them. A local path is read from disk; only a URL would be fetched.
   */
  function linkLanguages(): string {
    const directory = mkdtempSync(join(tmpdir(), 'allocator-ocr-'));
    for (const language of languages)
      symlinkSync(language.file, join(directory, `${language.code}.traineddata.gz`));
    return directory;
  }

  async function start(): Promise<TesseractWorker> {
    const { createWorker, OEM } = await import('tesseract.js');
    languageDirectory ??= linkLanguages();
    return createWorker(
      languages.map((language) => language.code),
      OEM.LSTM_ONLY,
      {
        langPath: languageDirectory,
        gzip: true,
        // No cache read, and no copy of the data written next to the server.
        cacheMethod: 'none',
        // A failed job rejects its own promise; without a handler tesseract.js also throws in its listener.
        errorHandler: () => {},
      },
    );
  }

  async function stop(): Promise<void> {
    const running = worker;
    worker = undefined;
    await running?.then((started) => started.terminate()).catch(() => {});
  }

  async function close(): Promise<void> {
    await stop();
    if (languageDirectory) rmSync(languageDirectory, { recursive: true, force: true });
    languageDirectory = undefined;
  }

  return {
    async recognise(image, timeoutMs) {
      worker ??= start();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const reading = worker.then(async (started) => {
        const result = await started.recognize(Buffer.from(image), {}, { text: false, blocks: true });
        return paragraphsOf(result.data);
      });
      try {
        const outcome = await Promise.race([reading, timedOut]);
        if (outcome === 'timeout') {
          reading.catch(() => {});
          await stop();
        }
        return outcome;
      } finally {
        clearTimeout(timer);
      }
    },
    close,
  };
}
