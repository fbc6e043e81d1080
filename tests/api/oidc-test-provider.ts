import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, decodeJwt, type JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export const testClient = { clientId: 'allocator', clientSecret: 'a client secret only this test knows' };

/** What the provider puts in the next ID tokens it issues instead of the truth, to test what we refuse. */
export type IdTokenTampering = { aud?: string; nonce?: string; email_verified?: boolean };

/**
 * A real OpenID Connect provider (the certified `oidc-provider`) on 127.0.0.1 for one test file: one
 * confidential client, PKCE required, any login accepted on its own login page with the login as the
 * person's e-mail, and consent given for our client without asking. `tamper` makes it sign ID tokens
 * with a wrong audience or nonce, or an unverified e-mail, with its real key, as a misbehaving or
 * hostile provider would.
 */
export class OidcTestProvider {
  private server: Server | null = null;
  tamper: IdTokenTampering = {};

  get issuer(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  async start(redirectUris: string[], postLogoutRedirectUris: string[] = []): Promise<void> {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    // The issuer holds the port, so the server listens first and the provider is mounted on it after.
    const { createServer } = await import('node:http');
    let handler: ReturnType<Provider['callback']> | null = null;
    this.server = createServer((request, response) => handler?.(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: testClient.clientId,
          client_secret: testClient.clientSecret,
          redirect_uris: redirectUris,
          post_logout_redirect_uris: postLogoutRedirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [jwk] },
      pkce: { required: () => true },
      cookies: { keys: ['oidc test cookie key'] },
      claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      // The scope's claims go in the ID token itself, which is what we read.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
      findAccount: async (_ctx, id) => ({
        accountId: id,
        claims: async () => ({
          sub: id,
          email: id,
          email_verified: true,
          given_name: 'Sasha',
          family_name: 'Single',
        }),
      }),
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const { client, session, provider: self } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const existing = session.grantIdFor(client.clientId);
        if (existing) return self.Grant.find(existing);
        const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        session.grantIdFor(client.clientId, grant.jti);
        return grant;
      },
    });
    provider.use(async (ctx, next) => {
      await next();
      const body = ctx.body as { id_token?: string } | undefined;
      if (ctx.path !== '/token' || !body?.id_token || Object.keys(this.tamper).length === 0) return;
      const claims = { ...decodeJwt(body.id_token), ...this.tamper };
      body.id_token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .sign(privateKey);
    });
    handler = provider.callback();
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
