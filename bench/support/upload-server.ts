// The real app in a child process of its own, so its resident memory is the server's alone (not the
// benchmark's, nor the client's that streams the upload). Driven over IPC by documents.bench.ts:
// 'start-sampling' records the resident set every 10 ms until 'stop-sampling' reports the peak.
import { openDatabase } from '../../src/server/db/client';
import { registerBenchTeam } from './seed';
import { startApp } from './servers';

export type UploadServerReady = { type: 'ready'; url: string; cookie: string };
export type UploadServerSample = { type: 'sample'; beforeRss: number; peakRss: number; samples: number };
export type UploadServerCommand = { type: 'start-sampling' } | { type: 'stop-sampling' } | { type: 'close' };

const sampleEveryMs = 10;

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
const server = await startApp(database);
const team = await registerBenchTeam(server.app, 'Upload Capital');

let sampler: NodeJS.Timeout | null = null;
let beforeRss = 0;
let peakRss = 0;
let samples = 0;

const send = (message: UploadServerReady | UploadServerSample) => process.send?.(message);

process.on('message', async (message: UploadServerCommand) => {
  if (message.type === 'start-sampling') {
    // Collect first, so garbage left by the previous upload does not count against this one.
    globalThis.gc?.();
    beforeRss = process.memoryUsage().rss;
    peakRss = beforeRss;
    samples = 0;
    sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      samples += 1;
    }, sampleEveryMs);
    send({ type: 'sample', beforeRss, peakRss, samples });
  } else if (message.type === 'stop-sampling') {
    if (sampler) clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    send({ type: 'sample', beforeRss, peakRss, samples });
  } else if (message.type === 'close') {
    await server.close();
    await database.close();
    process.exit(0);
  }
});

send({ type: 'ready', url: server.url, cookie: team.cookie });
