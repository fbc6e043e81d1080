/**
 * An attachment header that cannot be used to inject headers or paths: an ASCII fallback name with
 * anything unsafe replaced, and the real name percent-encoded (RFC 6266 / RFC 8187).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\/%;]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
