// The `folio` command as a user runs it: keys, argument errors, and serve --demo.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folioArgs, runFolio } from '../helpers/run-folio.js';

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'folio-cli-'));
});

test('keys create prints the new key alone on stdout, and keys revoke revokes it', async () => {
  const created = await runFolio(['keys', 'create', '--account', 'acme'], { cwd });
  expect(created).toMatchObject({ status: 0, stderr: '' });
  expect(created.stdout).toMatch(/^sk_test_[0-9A-Za-z]{32}\n$/);
  const live = await runFolio(['keys', 'create', '--account', 'acme', '--env', 'production', '--expires-at', '2030-01-01'], { cwd });
  expect(live.stdout).toMatch(/^sk_live_[0-9A-Za-z]{32}\n$/);
  const key = created.stdout.trim();
  const revoked = await runFolio(['keys', 'revoke', key], { cwd });
  expect(revoked).toMatchObject({ status: 0, stdout: `Revoked ${key.slice(0, 8)}…${key.slice(-4)}.\n` });
}, 30_000);

test('accounts update sets the invoice prefix of an existing account, and names a missing one in one line with status 1', async () => {
  await runFolio(['keys', 'create', '--account', 'acme'], { cwd });
  const updated = await runFolio(['accounts', 'update', 'acme', '--invoice-prefix', 'ACME-2027'], { cwd });
  expect(updated).toMatchObject({ status: 0, stderr: '', stdout: 'Invoices of account acme sent from now on are numbered ACME-2027-, continuing its sequence.\n' });
  const missing = await runFolio(['accounts', 'update', 'nobody', '--invoice-prefix', 'X'], { cwd });
  expect(missing).toMatchObject({ status: 1, stdout: '', stderr: 'folio: No account named nobody exists in this sandbox database; keys create --account makes one.\n' });
  const bad = await runFolio(['accounts', 'update', 'acme', '--invoice-prefix', 'inv 1'], { cwd });
  expect(bad).toMatchObject({ status: 2, stdout: '' });
  expect(bad.stderr).toBe("error: option '--invoice-prefix <prefix>' argument 'inv 1' is invalid. give 1 to 12 capital letters A-Z, digits and -, such as INV or ACME-2027.\n");
}, 30_000);

test('accounts update refuses a prefix ending in -CN, whose invoice numbers would be credit note numbers, in one line with status 2 (R83)', async () => {
  await runFolio(['keys', 'create', '--account', 'acme'], { cwd });
  for (const prefix of ['INV-CN', 'ACME-2027-CN']) {
    const refused = await runFolio(['accounts', 'update', 'acme', '--invoice-prefix', prefix], { cwd });
    expect(refused).toMatchObject({ status: 2, stdout: '' });
    expect(refused.stderr).toBe(`error: option '--invoice-prefix <prefix>' argument '${prefix}' is invalid. `
      + `a prefix may not end in -CN, which credit note numbers carry: ${prefix}-0001 would be a credit note number too.\n`);
  }
  const near = await runFolio(['accounts', 'update', 'acme', '--invoice-prefix', 'CN'], { cwd });
  expect(near).toMatchObject({ status: 0, stderr: '' });
}, 30_000);

test.each<[string, string[], RegExp]>([
  ['an unknown command', ['bogus'], /^error: unknown command 'bogus'/],
  ['a missing required option', ['keys', 'create'], /^error: required option '--account <name>' not specified/],
  ['a bad environment', ['keys', 'create', '--account', 'a', '--env', 'staging'], /^error: option '--env <environment>' argument 'staging' is invalid/],
  ['a date that is no date', ['keys', 'create', '--account', 'a', '--expires-at', 'soon'], /^error: option '--expires-at <instant>' argument 'soon' is invalid/],
  ['a port that is no port', ['serve', '--port', '99999'], /^error: option '--port <number>' argument '99999' is invalid/],
  ['revoking something that is no key', ['keys', 'revoke', 'hunter2'], /^folio: That is not a folio key/],
])('%s gives a one-line error and a non-zero exit, without a stack trace', async (_name, args, message) => {
  const result = await runFolio(args, { cwd });
  expect(result.status).not.toBe(0);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(message);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}, 30_000);

test('serve --demo starts the sandbox and prints a curl line that works as printed', async () => {
  const child = spawn(process.execPath, folioArgs(['serve', '--demo', '--port', '0']), { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    let stderr = '';
    const curl = await new Promise<string>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /curl -H "Authorization: Bearer (\S+)" (\S+)/.exec(stderr);
        if (match) resolve(`${match[1]} ${match[2]}`);
      });
      child.once('exit', () => reject(new Error(`serve exited: ${stderr}`)));
    });
    const [key, url] = curl.split(' ');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v2\/invoices$/);
    const res = await fetch(url!, { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [], has_more: false, next_cursor: null });
    const customers = (await (await fetch(url!.replace('/invoices', '/customers'), { headers: { Authorization: `Bearer ${key}` } })).json()) as { data: unknown[] };
    expect(customers.data).toEqual([expect.objectContaining({ name: 'Nordstern Maschinenbau GmbH', tax_id: 'DE314159262', buyer_reference: '08111000-4711-27' })]);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}, 30_000);
