import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import type { ExtractedTable } from './extracted-tables';
import { tablesOfLayoutText } from './pdf-layout-tables';
import type { PdfReading, PdfSource } from './pdf-source';

export type PopplerOptions = {
  pdftotextPath: string;
  timeoutMs: number;
  maxMemoryMb: number;
  maxOutputBytes: number;
};

/**
 * Runs a poppler tool under its own memory and CPU limits: the sandbox's limits do not reach a
 * program it starts, and with a cap poppler gives up on a decompression bomb's image in milliseconds
 * (and still returns the page's text) instead of growing past 2 GB.
 */
const limitedExec = 'ulimit -v "$1" 2>/dev/null; ulimit -t "$2" 2>/dev/null; shift 2; exec "$@"';

type ToolRun = { stdout: string; stderr: string; error: (Error & { code?: unknown }) | null };

function runLimited(
  tool: string,
  args: string[],
  input: Uint8Array | undefined,
  options: PopplerOptions,
): Promise<ToolRun> {
  // Poppler maps its libraries lazily; 64 MB of address space is enough for it to start at all.
  const memoryKb = Math.max(options.maxMemoryMb, 64) * 1024;
  const cpuSeconds = Math.ceil(options.timeoutMs / 1000) + 1;
  return new Promise((settle) => {
    const child = execFile(
      '/bin/sh',
      ['-c', limitedExec, 'poppler', String(memoryKb), String(cpuSeconds), tool, ...args],
      {
        encoding: 'utf8',
        maxBuffer: options.maxOutputBytes,
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        windowsHide: true,
      },
      (error, stdout, stderr) => settle({ stdout, stderr, error }),
    );
    // Poppler may stop reading a broken file early; the unread rest must not crash the sandbox.
    child.stdin?.on('error', () => {});
    child.stdin?.end(input);
  });
}

/** A path poppler cannot mistake for an option, however the file was named. */
function inputArgument(source: PdfSource): string {
  return source.path === undefined ? '-' : resolve(source.path);
}

async function pageCountFromPdfinfo(source: PdfSource, options: PopplerOptions): Promise<number | undefined> {
  const pdfinfo = join(dirname(options.pdftotextPath), 'pdfinfo');
  const input = source.path === undefined ? source.bytes : undefined;
  const run = await runLimited(pdfinfo, [inputArgument(source)], input, options);
  const match = /^Pages:\s+(\d+)/m.exec(run.stdout);
  return match ? Number(match[1]) : undefined;
}

const formFeed = /\f/g;
// Statements and schedules run through a report; past a few hundred pages a book is not worth a second read.
const maxLayoutPages = 400;

/**
 * The tables of its pages, from a second run that keeps the page layout: the stored
 * text stays pdftotext's own reading order, and the layout only says which value stands in which column.
 */
async function layoutTables(source: PdfSource, options: PopplerOptions): Promise<ExtractedTable[]> {
  const input = source.path === undefined ? source.bytes : undefined;
  const args = ['-layout', '-l', String(maxLayoutPages), '-enc', 'UTF-8', inputArgument(source), '-'];
  const run = await runLimited(options.pdftotextPath, args, input, options);
  return run.error ? [] : tablesOfLayoutText(run.stdout);
}

export async function readPdfWithPoppler(source: PdfSource, options: PopplerOptions): Promise<PdfReading> {
  const input = source.path === undefined ? source.bytes : undefined;
  const args = ['-enc', 'UTF-8', inputArgument(source), '-'];
  const run = await runLimited(options.pdftotextPath, args, input, options);
  const truncated = run.error?.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER';
  if (run.error && !truncated) {
    if (run.stderr.includes('Incorrect password')) return { status: 'encrypted' };
    const outOfMemory = /bad_alloc|out of memory/i.test(run.stderr);
    return {
      status: 'failed',
      detail: `pdftotext: ${run.error.message} ${run.stderr.slice(0, 500)}`,
      outOfMemory,
    };
  }
  // pdftotext ends every page with a form feed, so counting them counts pages without a second run.
  const pageCount = truncated
    ? await pageCountFromPdfinfo(source, options)
    : (run.stdout.match(formFeed) ?? []).length;
  const text = run.stdout.endsWith('\f') ? run.stdout.slice(0, -1) : run.stdout;
  const damaged = /Syntax Error|Internal Error/.test(run.stderr);
  const tables = truncated ? [] : await layoutTables(source, options);
  return { status: 'ok', text, pageCount, truncated, damaged, tables };
}
