import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Seals a secret (a team's API key) so the database holds only ciphertext, bound to what it is for. */
export type SecretBox = {
  seal: (plaintext: string, context: string) => string;
  /** The plaintext, or null when it was sealed with another secret or for another context, or altered. */
  open: (sealed: string, context: string) => string | null;
};

const version = 'v1';

/**
 * AES-256-GCM with a key derived from the server's secret (HKDF-SHA256): a fresh 12-byte nonce per
 * seal, and the context (the team) as additional data, so a sealed key moved to another team's row
 * does not open. Stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url.
 */
export function createSecretBox(secret: string | Buffer): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'allocator', 'team model api keys', 32));
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [version, nonce, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [tag, nonce, authTag, ciphertext] = sealed.split('.');
      if (tag !== version || !nonce || !authTag || ciphertext === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * The embedded database's secret when AI_SETTINGS_SECRET is unset: 32 random bytes in DATA_DIR, made
 * on first start and readable by the server's user only. It lives beside the data it protects, so a
 * copy of DATA_DIR carries both; a deployment on a PostgreSQL server sets AI_SETTINGS_SECRET instead.
 */
export function dataDirSecret(dataDir: string): Buffer {
  const path = join(dataDir, 'ai-settings.key');
  if (!existsSync(path)) writeFileSync(path, randomBytes(32), { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return readFileSync(path);
}
