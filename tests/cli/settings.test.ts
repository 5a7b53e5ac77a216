// Every bad setting of `folio` (D18), tried as a user would: the real command refuses it with
// one line on stderr naming the setting, exit status 2, and nothing listening; a start-up
// failure after the settings (an unreadable or short secret file, a site port in use) ends the
// process too. With every default, `folio serve` starts, answers, and ends cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settings } from '../../cli/settings/table.js';
import { freePort } from '../helpers/free-port.js';
import { folioArgs, runFolio, type FolioRun } from '../helpers/run-folio.js';

/** Every variable of the settings table unset, so that the machine's own cannot leak in. */
const unset: NodeJS.ProcessEnv = Object.fromEntries(Object.values(settings).flatMap((s) => (s.env ? [[s.env, undefined]] : [])));

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'folio-settings-'));
});

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Resolves when `port` can be listened on again, that is when nothing was left listening on it. */
async function expectFree(port: number): Promise<void> {
  await close(await listen(port));
}

function expectOneLine(run: FolioRun, status: number, names: RegExp): void {
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^[^\n]+\n$/);
  expect(run.stderr).toMatch(names);
  expect(run.status).toBe(status);
}

// Each case's pattern names the setting (its variable or flag) and what it accepts.
test.each<[string, string[], NodeJS.ProcessEnv, RegExp]>([
  ['a poll interval that is no number', [], { FOLIO_MAIL_POLL_MS: 'abc' }, /FOLIO_MAIL_POLL_MS.*whole number, 1 or more/],
  ['a number of attempts that is no number', [], { FOLIO_MAIL_MAX_ATTEMPTS: 'abc' }, /FOLIO_MAIL_MAX_ATTEMPTS.*whole number, 1 or more/],
  ['a backlog limit that is a word', [], { FOLIO_OUTBOX_BACKLOG_LIMIT: 'lots' }, /FOLIO_OUTBOX_BACKLOG_LIMIT.*whole number, 0 or more/],
  ['a negative backlog limit', [], { FOLIO_OUTBOX_BACKLOG_LIMIT: '-5' }, /FOLIO_OUTBOX_BACKLOG_LIMIT.*whole number, 0 or more/],
  ['an SMTP URL that is no URL', [], { SMTP_URL: 'not a url' }, /SMTP_URL.*smtp:\/\/ or smtps:\/\/ URL/],
  ['an SMTP URL of another scheme', [], { SMTP_URL: 'https://mail.example.com' }, /SMTP_URL.*smtp:\/\/ or smtps:\/\/ URL/],
  ['a sending address that is no address', [], { FOLIO_MAIL_FROM: 'not an address' }, /FOLIO_MAIL_FROM.*e-mail address/],
  ['a public URL that is garbage', [], { FOLIO_PUBLIC_URL: 'garbage' }, /FOLIO_PUBLIC_URL.*absolute http:\/\/ or https:\/\/ URL/],
  ['a public URL that runs script', [], { FOLIO_PUBLIC_URL: 'javascript:alert(1)' }, /FOLIO_PUBLIC_URL.*absolute http:\/\/ or https:\/\/ URL/],
  ['a public URL given as a blank flag', ['--public-url', ' '], {}, /--public-url.*absolute http:\/\/ or https:\/\/ URL/],
  ['a public URL that does not end in /v2', ['--public-url', 'http://127.0.0.1:1/nope'], {}, /^error: option '--public-url <url>' argument .* is invalid\. .*ending in \/v2/],
  ['a public URL with a slash after /v2', [], { FOLIO_PUBLIC_URL: 'https://api.example.com/v2/' }, /FOLIO_PUBLIC_URL.*ending in \/v2/],
  ['a MySQL URL', [], { DATABASE_URL: 'mysql://u@h/db' }, /DATABASE_URL.*SQLite file path, or a postgres:\/\//],
  ['a sqlite: URL', [], { DATABASE_URL: 'sqlite:///x' }, /DATABASE_URL.*SQLite file path, or a postgres:\/\//],
  ['a file: URL', ['--db', 'file:x.db'], {}, /--db.*SQLite file path, or a postgres:\/\//],
  ['a secret under 32 bytes', [], { FOLIO_SECRET: 'short' }, /^error: env 'FOLIO_SECRET' is invalid\. a signing secret has at least 32 bytes/],
  ['a blank secret', [], { FOLIO_SECRET: '   ' }, /FOLIO_SECRET.*at least 32 bytes/],
  ['an empty secret', [], { FOLIO_SECRET: '' }, /FOLIO_SECRET.*at least 32 bytes/],
  ['an empty public URL', [], { FOLIO_PUBLIC_URL: '' }, /FOLIO_PUBLIC_URL.*absolute http:\/\/ or https:\/\/ URL/],
  ['a rate limit that is a fraction', ['--rate-limit', '2.5'], {}, /--rate-limit.*whole number, 0 or more/],
  ['a pool size of zero', [], { FOLIO_DB_POOL_SIZE: '0' }, /FOLIO_DB_POOL_SIZE.*whole number, 1 or more/],
  ['a site folder that does not exist', ['--site', 'no-such-folder'], {}, /--site.*folder that exists/],
])('serve refuses %s in one line with status 2, and nothing listens', async (_name, args, env, accepts) => {
  const port = await freePort();
  const run = await runFolio(['serve', '--port', String(port), ...args], { cwd, env: { ...unset, ...env } });
  expectOneLine(run, 2, accepts);
  await expectFree(port);
  expect(existsSync(join(cwd, 'var'))).toBe(false);
}, 30_000);

test.each<[string, string[], RegExp]>([
  ['a blank account name', ['keys', 'create', '--account', ' '], /--account.*not blank/],
  ['an empty account name', ['keys', 'create', '--account', ''], /--account.*not blank/],
  ['a date that the calendar does not have', ['keys', 'create', '--account', 'acme', '--expires-at', '2027-02-30'], /--expires-at.*real calendar date/],
  ['a time without a zone', ['keys', 'create', '--account', 'acme', '--expires-at', '2027-01-31T12:00:00'], /--expires-at.*instant with its zone/],
  ['a database file that does not exist, to revoke in', ['keys', 'revoke', 'sk_test_0000000000000000000000000000000', '--db', 'typo/x.db'], /--db.*typo\/x\.db, where there is no database/],
  ['a database file that does not exist, to deliver from', ['mail', 'deliver', '--once', '--db', 'typo/x.db'], /--db.*typo\/x\.db, where there is no database/],
  ['a MySQL URL for keys', ['keys', 'create', '--account', 'acme', '--db', 'mysql://u@h/db'], /--db.*SQLite file path/],
  ['a key in a database that ends with the command', ['keys', 'create', '--account', 'acme', '--db', ':memory:'], /^error: option '--db <path-or-url>' is :memory:.*could never be used/],
  ['a demo in production', ['serve', '--port', '0', '--demo', '--env', 'production'], /^error: option '--demo' seeds the sandbox only/],
])('folio refuses %s in one line with status 2, and creates no database', async (_name, args, names) => {
  const run = await runFolio(args, { cwd, env: unset });
  expectOneLine(run, 2, names);
  expect(existsSync(join(cwd, 'typo'))).toBe(false);
  expect(existsSync(join(cwd, 'var'))).toBe(false);
  expect(existsSync(join(cwd, 'mysql:'))).toBe(false);
}, 30_000);

test('an empty secret file stops serve with one line and a non-zero status before the port opens', async () => {
  mkdirSync(join(cwd, 'var'));
  writeFileSync(join(cwd, 'var', 'secret'), '  \n');
  const port = await freePort();
  const run = await runFolio(['serve', '--port', String(port)], { cwd, env: unset });
  expectOneLine(run, 1, /^folio: The signing secret var\/secret is too short: a signing secret has at least 32 bytes/);
  await expectFree(port);
}, 30_000);

test('a secret that cannot be read stops serve with one line and a non-zero status before the port opens', async () => {
  // A folder where the file should be fails to read like a file without permission (EACCES),
  // which the tests cannot make when they run as root.
  mkdirSync(join(cwd, 'var', 'secret'), { recursive: true });
  const port = await freePort();
  const run = await runFolio(['serve', '--port', String(port)], { cwd, env: unset });
  expectOneLine(run, 1, /^folio: The signing secret var\/secret cannot be read: read failed with EISDIR\.$/m);
  await expectFree(port);
}, 30_000);

test('a site port already in use stops serve with one line and a non-zero status, and the API port is let go', async () => {
  mkdirSync(join(cwd, 'site'));
  const taken = await listen(0);
  const sitePort = (taken.address() as { port: number }).port;
  const port = await freePort();
  try {
    const run = await runFolio(['serve', '--port', String(port), '--site', 'site', '--site-port', String(sitePort)], { cwd, env: unset });
    expectOneLine(run, 1, new RegExp(`^folio: port ${sitePort} is already in use: choose another with --site-port, or stop the program that listens on it\\.$`, 'm'));
    await expectFree(port);
  } finally {
    await close(taken);
  }
}, 30_000);

test.each<[string, string, string[]]>([
  ['serve', '--port', ['serve']],
  ['preview', '--port', ['preview', '--dir', '.']],
])('a port already in use stops %s with the one line every listen gives, naming %s', async (_name, flag, args) => {
  const taken = await listen(0);
  const port = (taken.address() as { port: number }).port;
  try {
    const run = await runFolio([...args, '--port', String(port)], { cwd, env: unset });
    expectOneLine(run, 1, new RegExp(`^folio: port ${port} is already in use: choose another with ${flag}, or stop the program that listens on it\\.$`, 'm'));
  } finally {
    await close(taken);
  }
}, 30_000);

test('serve starts with every default, answers, and SIGTERM ends it with status 0', async () => {
  // Every setting at its default except the port, which another program on the machine may hold.
  const child = spawn(process.execPath, folioArgs(['serve', '--port', '0']), {
    cwd, env: { ...process.env, NODE_OPTIONS: '', ...unset }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /listening on (\S+)/.exec(stderr);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`serve exited: ${stderr}`)));
  });
  const status = await fetch(`${url}/status`);
  expect(status.status).toBe(200);
  expect(await status.json()).toMatchObject({ status: 'ok' });
  expect(stderr).toContain(`E-mail goes to ${join('var', 'mail')}/`);
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 30_000);
