// The signing secret of a local installation: FOLIO_SECRET when set, otherwise a random
// secret generated once and kept in the database's data folder (mode 0600).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadSecret(folder: string): string {
  const configured = process.env.FOLIO_SECRET;
  if (configured) return configured;
  const file = join(folder, 'secret');
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}
