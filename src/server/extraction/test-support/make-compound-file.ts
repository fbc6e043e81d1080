import * as XLSX from '@e965/xlsx';

type CfbWriter = {
  utils: {
    cfb_new: () => unknown;
    cfb_add: (container: unknown, name: string, content: Uint8Array) => void;
  };
  write: (container: unknown, options: { type: 'buffer' }) => Buffer;
};

/** An OLE compound file (the .doc/.xls container) holding the given streams, via SheetJS's writer. */
export function makeCompoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const cfb = XLSX.CFB as CfbWriter;
  const container = cfb.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) cfb.utils.cfb_add(container, name, content);
  return new Uint8Array(cfb.write(container, { type: 'buffer' }));
}
