// The signing secret of a local installation: FOLIO_SECRET when set (checked by the settings
// table), otherwise a random secret generated once and kept in the database's data folder
// (mode 0600). A secret shorter than 32 bytes is refused from either place: with an empty
// one, anyone could sign a pdf_url (R12).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fewest bytes a signing secret may have. */
export const minimumSecretBytes = 32;

/** What is wrong with `secret` as a signing secret, in one sentence, or undefined. */
export function secretProblem(secret: string): string | undefined {
  if (Buffer.byteLength(secret.trim()) >= minimumSecretBytes) return undefined;
  return `a signing secret has at least ${minimumSecretBytes} bytes, such as the output of openssl rand -base64 32.`;
}

/** The secret kept in `folder`, made on first use; throws a one-line error when it cannot be read or is too short. */
export function loadSecret(folder: string): string {
  const file = join(folder, 'secret');
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new Error(`The signing secret ${file} cannot be created: ${describe(error)}.`);
  }
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new Error(`The signing secret ${file} cannot be read: ${describe(error)}.`);
  }
  const problem = secretProblem(secret);
  if (problem) throw new Error(`The signing secret ${file} is too short: ${problem}`);
  return secret;
}

function describe(error: unknown): string {
  const { code, syscall } = error as NodeJS.ErrnoException;
  return code ? `${syscall ?? 'access'} failed with ${code}` : String(error);
}
