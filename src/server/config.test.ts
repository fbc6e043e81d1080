import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig: the analyst model', () => {
  it("sets only what the environment names, so each team's own settings apply to the rest", () => {
    expect(readConfig({}).model).toEqual({ reading: { timeoutMs: 120_000, concurrency: 2 } });
    expect(
      readConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1:8b', AI_API_KEY: 'key' })
        .model,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'key',
      model: 'llama3.1:8b',
      reading: { timeoutMs: 120_000, concurrency: 2 },
    });
    expect(
      readConfig({ AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_TIMEOUT_SECONDS: '5' }).model.timeoutMs,
    ).toBe(5000);
  });

  it('reads the token budget, concurrency and reading timeout of documents', () => {
    expect(
      readConfig({
        AI_BASE_URL: 'http://x/v1',
        AI_MODEL: 'm',
        AI_DOCUMENT_TOKEN_BUDGET: '20000',
        AI_CONCURRENCY: '4',
        AI_READING_TIMEOUT_SECONDS: '30',
      }).model,
    ).toMatchObject({ tokenBudget: 20_000, reading: { timeoutMs: 30_000, concurrency: 4 } });
    expect(() => readConfig({ AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_CONCURRENCY: '0' })).toThrow(
      /AI_CONCURRENCY/,
    );
  });

  it('refuses half a model configuration, a malformed address and a short settings secret', () => {
    expect(() => readConfig({ AI_BASE_URL: 'http://127.0.0.1:8000/v1' })).toThrow(/AI_BASE_URL and AI_MODEL/);
    expect(() => readConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => readConfig({ AI_SETTINGS_SECRET: 'short' })).toThrow(/AI_SETTINGS_SECRET/);
    expect(readConfig({ AI_SETTINGS_SECRET: 'x'.repeat(32) }).aiSettingsSecret).toBe('x'.repeat(32));
  });
});

describe('readConfig: OCR of scanned PDF pages', () => {
  it('reads English by default, a list of languages, or off', () => {
    expect(readConfig({}).extraction.ocr).toEqual({ languages: ['eng'], pageTimeoutMs: 30_000 });
    expect(readConfig({ OCR_LANGUAGES: 'eng+deu', OCR_PAGE_TIMEOUT_SECONDS: '10' }).extraction.ocr).toEqual({
      languages: ['eng', 'deu'],
      pageTimeoutMs: 10_000,
    });
    expect(readConfig({ OCR_LANGUAGES: 'off' }).extraction.ocr.languages).toEqual([]);
  });

  it('refuses a language list that is not tesseract codes', () => {
    expect(() => readConfig({ OCR_LANGUAGES: '../../etc' })).toThrow(/OCR_LANGUAGES/);
    expect(() => readConfig({ OCR_LANGUAGES: 'english' })).toThrow(/OCR_LANGUAGES/);
  });
});

describe('readConfig: single sign-on', () => {
  const sso = {
    OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
    OIDC_CLIENT_ID: 'allocator',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_TEAM_ID: '3',
  };

  it('offers passwords only unless the issuer, client and team are set, with a viewer role by default', () => {
    expect(readConfig({}).sso).toBeNull();
    expect(readConfig({ ...sso, OIDC_ALLOWED_DOMAINS: ' Example.com, contoso.test ,' }).sso).toEqual({
      issuer: 'https://login.example.com/tenant/v2.0',
      clientId: 'allocator',
      clientSecret: 'secret',
      providerName: 'SSO',
      teamId: 3,
      role: 'viewer',
      allowedDomains: ['example.com', 'contoso.test'],
    });
    expect(readConfig({ ...sso, OIDC_ROLE: 'member', OIDC_PROVIDER_NAME: 'Okta' }).sso).toMatchObject({
      role: 'member',
      providerName: 'Okta',
    });
  });

  it('refuses half a provider, an unknown role and a malformed issuer', () => {
    expect(() => readConfig({ OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(/OIDC_ISSUER, OIDC_CLIENT_ID/);
    expect(() => readConfig({ ...sso, OIDC_ROLE: 'owner' })).toThrow(/OIDC_ROLE/);
    expect(() => readConfig({ ...sso, OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
  });
});
