// The parsers of the settings table (cli/settings/table.ts): each turns one raw value, from a
// flag or an environment variable, into a typed value, or throws commander's
// InvalidArgumentError whose message says in one sentence what the setting accepts.
import { statSync } from 'node:fs';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { InvalidArgumentError } from 'commander';
import { invoicePrefixProblem } from '../../server/domain/invoice-numbers.js';
import { secretProblem } from '../../server/secret.js';
import { databaseLocationProblem } from '../../server/store/database-location.js';

/** Runs an ajv-formats format (the same checks the contract's `format` keywords get) on `value`. */
function matchesFormat(name: 'date' | 'date-time' | 'email', value: string): boolean {
  // email is a RegExp; date and date-time are { validate: function } objects.
  const format = fullFormats[name] as RegExp | { validate: (text: string) => boolean };
  return format instanceof RegExp ? format.test(value) : format.validate(value);
}

export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
}

export function parseCount(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count)) throw new InvalidArgumentError('give a whole number, 0 or more.');
  return count;
}

export function parsePositiveCount(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count) || count < 1) throw new InvalidArgumentError('give a whole number, 1 or more.');
  return count;
}

/** Text with something in it: not empty, no spaces at either end, no control characters (R15). */
export function parseName(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (value.trim() === '' || value.trim() !== value || /[\u0000-\u001f\u007f]/.test(value)) {
    throw new InvalidArgumentError('give a name that is not blank, with no spaces at either end and no control characters.');
  }
  return value;
}

/** An API key, or none when empty: an agent's configuration that names an unset variable passes an empty one. */
export function parseApiKey(value: string): string | undefined {
  return value === '' ? undefined : parseName(value);
}

/** An RFC 3339 instant with `Z` or an offset, or a calendar date, which means its midnight in UTC (R14). */
export function parseInstant(value: string): Date {
  const instant = matchesFormat('date', value) ? new Date(`${value}T00:00:00Z`)
    : matchesFormat('date-time', value) ? new Date(value)
    : undefined;
  if (!instant || Number.isNaN(instant.getTime())) {
    throw new InvalidArgumentError('give a real calendar date such as 2027-01-31 (midnight UTC), or an instant with its zone such as 2027-01-31T12:00:00Z or 2027-01-31T13:00:00+01:00.');
  }
  return instant;
}

function absoluteUrl(value: string, protocols: readonly string[], accepts: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError(accepts);
  }
  if (!protocols.includes(url.protocol) || url.hostname === '') throw new InvalidArgumentError(accepts);
  return url;
}

/** The address clients reach the API at: an absolute http:// or https:// URL ending in /v2, where the API's routes begin (D48). */
export function parseApiUrl(value: string): string {
  const accepts = 'give the absolute http:// or https:// URL that clients reach the API at, ending in /v2, such as https://api.example.com/v2.';
  const url = absoluteUrl(value, ['http:', 'https:'], accepts);
  if (!url.pathname.endsWith('/v2') || !value.endsWith('/v2')) throw new InvalidArgumentError(accepts);
  return value;
}

/** An smtp:// or smtps:// URL of a mail server, as nodemailer takes it. */
export function parseSmtpUrl(value: string): string {
  absoluteUrl(value, ['smtp:', 'smtps:'], 'give an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587.');
  return value;
}

/** A bare e-mail address, checked as the contract's `format: email` is. */
export function parseEmail(value: string): string {
  if (!matchesFormat('email', value)) throw new InvalidArgumentError('give an e-mail address, such as invoices@example.com.');
  return value;
}

/** A signing secret of at least 32 bytes. */
export function parseSecret(value: string): string {
  const problem = secretProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return value;
}

/** A SQLite file path (or :memory:) or a postgres:// URL; any other scheme is refused. */
export function parseDatabase(value: string): string {
  const problem = databaseLocationProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return value;
}

/** A folder that exists. */
export function parseFolder(value: string): string {
  if (!statSync(value, { throwIfNoEntry: false })?.isDirectory()) throw new InvalidArgumentError('give a folder that exists.');
  return value;
}

/** The prefix of an account's invoice numbers (D33): 1 to 12 of A-Z, 0-9 and `-`, not ending in -CN (R83). */
export function parseInvoicePrefix(value: string): string {
  const problem = invoicePrefixProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return value;
}
