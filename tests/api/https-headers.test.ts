import { describe, expect, it } from 'vitest';
import { registerTeam, useTestApp } from './helper';

/** A server on the office network, reached directly over HTTP or through an HTTPS proxy (TRUST_PROXY). */
const t = useTestApp({ trustProxy: true });
const lanHost = { host: '192.168.1.20:5000' };

function page(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/pipeline', headers });
}

describe('pages over plain HTTP on the local network', () => {
  it('get neither HSTS nor upgrade-insecure-requests, so scripts and styles load over HTTP', async () => {
    const response = await page(lanHost);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('sign in with a session cookie that is not marked Secure', async () => {
    const admin = await registerTeam(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: lanHost,
      payload: { email: admin.user.email, password: 'correct horse battery' },
    });
    expect(response.cookies[0].secure).toBeUndefined();
  });
});

describe('pages behind an HTTPS proxy', () => {
  it('get HSTS and upgrade-insecure-requests when the proxy says the request came over HTTPS', async () => {
    const response = await page({ ...lanHost, 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('sign in with a Secure session cookie', async () => {
    const admin = await registerTeam(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: admin.user.email, password: 'correct horse battery' },
    });
    expect(response.cookies[0].secure).toBe(true);
  });
});
