import { parentPort } from 'node:worker_threads';
import { summariseDocument, type SummariseDocumentInput } from './summarise-document';

export type SummariserRequest = { id: number; input: SummariseDocumentInput };
export type SummariserReply =
  { id: number; analysis: ReturnType<typeof summariseDocument> } | { id: number; error: string };

/** The body of a summariser thread (summariser-thread-entry.mjs starts it): one document at a time. */
export function startSummariserThread(): void {
  const port = parentPort;
  if (!port) throw new Error('The summariser runs in a worker thread');
  port.on('message', ({ id, input }: SummariserRequest) => {
    let reply: SummariserReply;
    try {
      reply = { id, analysis: summariseDocument(input) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
  });
}
