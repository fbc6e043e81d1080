import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once: they do not vary by request (no CSP nonces), and building
 * helmet's middleware on every request cost more than the rest of a cached API read.
 */
function computeHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * JSON replies are never rendered as pages, so they need only what stops a browser from sniffing or
 * framing one as a page (OWASP's REST advice), not the whole set meant for HTML; each header costs
 * measurably on a cached read.
 */
const apiHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The same headers for a page served over plain HTTP (a server on the office network): HSTS and the
 * CSP's upgrade-insecure-requests would make the browser fetch the page's scripts and styles over an
 * HTTPS that is not there, and show a blank page.
 */
function withoutHttpsOnly(headers: Record<string, string>): Record<string, string> {
  const { 'strict-transport-security': _hsts, ...rest } = headers;
  const policy = rest['content-security-policy'];
  if (policy === undefined) return rest;
  const directives = policy
    .split(';')
    .filter((directive) => directive.trim() !== 'upgrade-insecure-requests');
  return { ...rest, 'content-security-policy': directives.join(';') };
}

/**
 * Adds the security headers to every reply, errors and static files included. A page gets HSTS and
 * upgrade-insecure-requests only when its request came over HTTPS, directly or (TRUST_PROXY) as the
 * proxy's X-Forwarded-Proto says.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const httpsPageHeaders = computeHeaders(options);
  const httpPageHeaders = withoutHttpsOnly(httpsPageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    if (isApi(request.url)) reply.headers(apiHeaders);
    else reply.headers(request.protocol === 'https' ? httpsPageHeaders : httpPageHeaders);
    done();
  });
}
