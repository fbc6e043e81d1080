import { randomUUID } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { once } from 'node:events';

export type MultipartPart =
  | { field: string; value: string }
  /** A file from memory, or streamed from disk (`path`) so a 50 MB upload never sits in this process. */
  | { field: string; fileName: string; contentType: string; bytes: Uint8Array }
  | { field: string; fileName: string; contentType: string; path: string };

export type UploadReply = { status: number; body: string };

/**
 * POSTs a hand-built multipart/form-data body over real HTTP with an exact Content-Length, writing files
 * from disk chunk by chunk with back-pressure, as a browser's upload arrives.
 */
export async function postMultipart(
  url: string,
  cookie: string,
  parts: MultipartPart[],
): Promise<UploadReply> {
  const boundary = `----allocator-bench-${randomUUID()}`;
  const pieces = parts.map((part) => {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    const size = 'value' in part ? 0 : 'bytes' in part ? part.bytes.byteLength : statSync(part.path).size;
    return { part, head: Buffer.from(head), size };
  });
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length =
    pieces.reduce((sum, piece) => sum + piece.head.length + piece.size + ('value' in piece.part ? 0 : 2), 0) +
    tail.length;

  const outgoing = request(url, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': length,
    },
  });
  const reply = new Promise<UploadReply>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
  });
  const write = async (chunk: Uint8Array) => {
    if (!outgoing.write(chunk)) await once(outgoing, 'drain');
  };
  for (const { part, head } of pieces) {
    await write(head);
    if ('value' in part) continue;
    if ('bytes' in part) await write(part.bytes);
    else
      for await (const chunk of createReadStream(part.path, { highWaterMark: 256 * 1024 }))
        await write(chunk);
    await write(Buffer.from('\r\n'));
  }
  outgoing.end(tail);
  return reply;
}
