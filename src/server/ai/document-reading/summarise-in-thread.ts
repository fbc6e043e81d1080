import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocumentAnalysis } from '@shared/document-facts';
import type { SummariseDocumentInput } from './summarise-document';
import type { SummariserReply, SummariserRequest } from './summariser-thread';

const entryFile = fileURLToPath(new URL('./summariser-thread-entry.mjs', import.meta.url));

type Pending = { resolve: (analysis: DocumentAnalysis) => void; reject: (error: Error) => void };

let thread: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

/** The thread, started on first use; it holds the process open only while a document is in it. */
function summariserThread(): Worker {
  if (thread) return thread;
  const started = new Worker(entryFile, { execArgv: [] });
  started.on('message', (reply: SummariserReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(`The analyst failed on this document: ${reply.error}`));
    else waiting.resolve(reply.analysis);
    if (pending.size === 0) started.unref();
  });
  // A thread that dies (out of memory, a crash) fails what it held; the next document starts another.
  const fail = (error: Error) => {
    if (thread === started) thread = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The analyst's thread ended (exit code ${code})`)));
  thread = started;
  return started;
}

/**
 * `summariseDocument` off the main thread: reading a long document takes the analyst from tens of
 * milliseconds to seconds of CPU, which on the main thread would hold up every request and the
 * database work of the documents beside it. Documents are read one at a time, in the order sent.
 */
export function summariseInThread(input: SummariseDocumentInput): Promise<DocumentAnalysis> {
  const worker = summariserThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.ref();
    worker.postMessage({ id, input } satisfies SummariserRequest);
  });
}
