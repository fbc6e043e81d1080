/**
 * The file a sandbox process starts from. Plain JavaScript because it is what switches TypeScript on:
 * it loads the sandbox's own modules through tsx, then switches tsx off again. Left on, tsx's loader
 * would also process pdf.js's 4 MB of JavaScript when the first PDF arrives and cost the sandbox
 * about 300 MB; the parsers need no transform, and every TypeScript module is loaded by then.
 */
import { register } from 'tsx/esm/api';

// A terminal's Ctrl-C or a container stop signals every process at once. The server decides when its
// sandboxes end: it lets the file being read finish within its shutdown deadline, or ends the sandbox
// and leaves the document to be read again after a restart. Dying here would mark the file unreadable.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});

const unregister = register();
const { startSandbox } = await import('./sandbox-process.ts');
await unregister();
startSandbox();
