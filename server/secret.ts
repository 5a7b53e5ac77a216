// The signing secret of a local installation: FOLIO_SECRET when set, otherwise a random
// secret generated once and kept beside the database (mode 0600).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function loadSecret(databasePath: string): string {
  const configured = process.env.FOLIO_SECRET;
  if (configured) return configured;
  const file = join(dirname(databasePath), 'secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}
