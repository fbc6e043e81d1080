import * as client from 'openid-client';
import type { SsoSettings } from '../../auth/sso-settings';

/** A provider on this machine may speak plain HTTP (a test's, a developer's); any other needs HTTPS. */
function isLoopback(issuer: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/**
 * The provider's configuration, discovered from its issuer on first use and kept; a failed discovery
 * is tried again on the next sign-in rather than kept.
 */
export function ssoClient(settings: SsoSettings): () => Promise<client.Configuration> {
  let discovered: Promise<client.Configuration> | null = null;
  return () => {
    if (!discovered) {
      const issuer = new URL(settings.issuer);
      discovered = client
        .discovery(
          issuer,
          settings.clientId,
          settings.clientSecret,
          undefined,
          isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered = null;
          throw error;
        });
    }
    return discovered;
  };
}
