/** A file part for an upload request. */
export type FilePart = { name: string; content: Uint8Array | string; type?: string };

/**
 * A multipart/form-data body as a browser would send it: repeated `documents` file parts plus fields.
 * Built with the platform's FormData so the encoding is the real one.
 */
export async function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    form.append('documents', new Blob([bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
