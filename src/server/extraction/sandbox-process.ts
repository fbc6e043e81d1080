/**
 * The body of a sandbox process (sandbox-entry.mjs starts it): reads the documents the pool sends, one
 * at a time, and reports their text. It shares nothing with the server but this message channel, so a
 * parser that crashes, hangs or exhausts memory takes down only this process, which the pool replaces.
 */
import { refused, type ExtractionResult } from './extraction-result';
import { parseDocument } from './parse-document';
import {
  faultsAllowedVariable,
  retireAboveMbVariable,
  type SandboxCommand,
  type SandboxFault,
  type SandboxReport,
} from './sandbox-protocol';

const faultsAllowed = process.env[faultsAllowedVariable] === '1';
const retireAboveMb = Number(process.env[retireAboveMbVariable] ?? 0);
const residentMb = () => process.memoryUsage.rss() / 1_048_576;

function report(message: SandboxReport): void {
  process.send?.(message);
}

function misbehave(fault: SandboxFault, id: number): Promise<ExtractionResult> {
  switch (fault) {
    case 'hang':
      for (;;) {
        // Spins without yielding, as a parser stuck in a loop would: only a kill ends it.
      }
    case 'segfault':
      process.kill(process.pid, 'SIGSEGV');
      break;
    case 'uncaught':
      setImmediate(() => {
        throw new Error('A parser threw outside any handler');
      });
      break;
    case 'heap': {
      // Large arrays fill the heap in a few steps; many small ones would make V8 thrash for seconds.
      const hoard: number[][] = [];
      for (;;) hoard.push(new Array<number>(1_000_000).fill(hoard.length + 0.5));
    }
    case 'endless-progress': {
      let page = 0;
      setInterval(() => report({ type: 'progress', id, progress: { page: ++page, of: page } }), 50);
      break;
    }
    case 'buffers': {
      const hoard: Buffer[] = [];
      // Filled, so the pages are really resident; held, so nothing is collected.
      const grow = () => {
        hoard.push(Buffer.alloc(16 * 1_048_576, 1));
        setTimeout(grow, 5);
      };
      grow();
      break;
    }
  }
  return new Promise(() => {});
}

async function run(command: SandboxCommand): Promise<void> {
  const { task } = command;
  let result: ExtractionResult;
  if (task.type === 'parse') {
    result = await parseDocument(task.request, (progress) =>
      report({ type: 'progress', id: command.id, progress }),
    );
  } else if (faultsAllowed) {
    result = await misbehave(task.fault, command.id);
  } else {
    result = refused('Fault injection is disabled');
  }
  // Garbage matters only when it would get this sandbox replaced: then it is collected, so the parent
  // sees what the sandbox will really carry into the next file. A full collection after every file
  // would cost 15-20 ms of a small file's 10-30.
  let resident = residentMb();
  if (resident > retireAboveMb) {
    globalThis.gc?.();
    resident = residentMb();
  }
  report({ type: 'result', id: command.id, result, residentMb: resident });
}

/** Called by sandbox-entry.mjs once every module is loaded and tsx is off. */
export function startSandbox(): void {
  process.on('message', (command: SandboxCommand) => {
    if (command.type === 'run') void run(command);
  });
  // The server is gone (or retired this sandbox): nothing is left to report to.
  process.on('disconnect', () => process.exit(0));
  report({ type: 'ready' });
}
