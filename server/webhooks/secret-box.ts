// Webhook signing secrets (D31): `whsec_` + base64 of 32 random bytes, as Standard Webhooks
// defines them, stored sealed with AES-256-GCM under a key derived (HKDF) from the service
// secret, so that the database alone does not let anyone sign in the service's name.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A new signing secret as Standard Webhooks writes it. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

export function secretBox(serviceSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serviceSecret, 'folio', 'webhook signing secrets', 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !body || !tag) throw new Error('A webhook secret in the database is not sealed by this folio.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
