import { readdirSync, readFileSync } from 'node:fs';
import { createExtractor } from '../src/server/extraction/extractor';
import { residentMemoryMb } from '../src/server/extraction/process-memory';
import { makeScannedPdf, makeTextPdf } from '../src/server/extraction/test-support/make-scanned-pdf';
import { printTable, verdict } from './support/report';
import { formatMs, formatRatio } from './support/stats';

// The target: a 10-page scan readable within a minute on two cores.
const tenPageLimitMs = 60_000;
const memoryScanPages = Number(process.env.BENCH_OCR_MEMORY_PAGES ?? 50);
const batchFiles = 10;
const scansInBatch = 2;

const page = (number: number) => [
  `Quarterly Report, page ${number}`,
  `In the quarter the Fund called $${number},250,000 of capital and distributed $${number * 3},100,000. The net IRR since inception was ${10 + number}.4% and the TVPI 1.${number}5x. Northwind Logistics grew revenue by ${number}3% year over year, and the General Partner expects two exits in the coming year.`,
];
const pages = (count: number) => Array.from({ length: count }, (_, index) => page(index + 1));

/** The sandboxes' (this process's children's) resident memory, largest, sampled until `done`. */
async function peakChildMemoryMb(done: Promise<unknown>): Promise<number> {
  let peak = 0;
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
        peak = Math.max(peak, (await residentMemoryMb(Number(entry))) ?? 0);
      } catch {
        // A process that ended while being read.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return peak;
}

async function timedMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * OCR's costs: (a) pages a second of a 10-page scan vs the same pages typeset, (b) the sandbox's peak
 * resident memory while it OCRs a 50-page scan, (c) a batch of ten PDFs with two of them scans vs none.
 */
export async function run(): Promise<void> {
  const extractor = createExtractor({ poolSize: 2, timeoutMs: 120_000 });
  try {
    const scan = await makeScannedPdf(pages(10));
    const typeset = await makeTextPdf(pages(10));
    await extractor.extract(typeset, 'pdf');
    const typesetMs = await timedMs(() => extractor.extract(typeset, 'pdf'));
    const scanMs = await timedMs(() => extractor.extract(scan, 'pdf'));
    printTable(
      'OCR: a 10-page PDF',
      ['reading', 'time', 'pages/s', 'vs typeset'],
      [
        ['typeset (text layer)', formatMs(typesetMs), (10_000 / typesetMs).toFixed(1), '1.0x'],
        ['scanned (OCR)', formatMs(scanMs), (10_000 / scanMs).toFixed(2), formatRatio(scanMs / typesetMs)],
      ],
    );
    console.log(
      verdict(scanMs < tenPageLimitMs, 'a 10-page scan is read within a minute', 'slower than a minute'),
    );

    const big = await makeScannedPdf(pages(memoryScanPages));
    const reading = extractor.extract(big, 'pdf');
    const [peakMb, bigMs] = await Promise.all([peakChildMemoryMb(reading), timedMs(() => reading)]);
    const result = await reading;
    printTable(
      `OCR: a ${memoryScanPages}-page scan`,
      ['time', 'pages/s', 'peak sandbox memory', 'read'],
      [
        [
          formatMs(bigMs),
          ((memoryScanPages * 1000) / bigMs).toFixed(2),
          `${Math.round(peakMb)} MB`,
          String(result.ok),
        ],
      ],
    );

    const typesetBatch = Array.from({ length: batchFiles }, () => typeset.slice(0, typeset.length));
    const scanOfTwo = await makeScannedPdf(pages(2));
    const mixedBatch = typesetBatch.map((file, index) => (index < scansInBatch ? scanOfTwo : file));
    const withoutMs = await timedMs(() =>
      Promise.all(typesetBatch.map((file) => extractor.extract(file, 'pdf'))),
    );
    const withMs = await timedMs(() => Promise.all(mixedBatch.map((file) => extractor.extract(file, 'pdf'))));
    printTable(
      `OCR: a batch of ${batchFiles} PDFs`,
      ['batch', 'time', 'vs no scans'],
      [
        ['no scans', formatMs(withoutMs), '1.0x'],
        [`${scansInBatch} two-page scans`, formatMs(withMs), formatRatio(withMs / withoutMs)],
      ],
    );
  } finally {
    await extractor.close();
  }
}
