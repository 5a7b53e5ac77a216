// `folio accounts update NAME --seller FILE` (D35): a good file becomes the account's seller
// profile, complete with its defaults; a bad one is one line naming the field, exit status 2,
// and changes nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../server/store/open.js';
import { runFolio } from '../helpers/run-folio.js';

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'folio-seller-'));
});

async function sellerOf(name: string) {
  const store = await openStore(join(cwd, 'var/sandbox.db'), 'sandbox');
  try {
    const account = await store.ensureAccount(name, new Date().toISOString());
    return account.seller;
  } finally {
    await store.close();
  }
}

function file(name: string, content: unknown): string {
  const path = join(cwd, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const profile = {
  legal_name: 'Acme GmbH',
  address: { line1: 'Hauptstrasse 1', city: 'Berlin', postal_code: '10115', country: 'DE' },
  vat_id: 'DE123456789',
  payment: { iban: 'DE89370400440532013000' },
};

test('a good file becomes the seller profile, with line2, contact, payment and time zone completed', async () => {
  await runFolio(['keys', 'create', '--account', 'acme'], { cwd });
  const run = await runFolio(['accounts', 'update', 'acme', '--seller', file('seller.json', profile)], { cwd });
  expect(run).toMatchObject({ status: 0, stderr: '', stdout: 'Invoices of account acme sent from now on name Acme GmbH as the seller.\n' });
  expect(await sellerOf('acme')).toEqual({
    legal_name: 'Acme GmbH',
    address: { line1: 'Hauptstrasse 1', line2: null, city: 'Berlin', postal_code: '10115', country: 'DE' },
    vat_id: 'DE123456789', tax_number: null, contact: null,
    payment: { iban: 'DE89370400440532013000', bic: null, account_holder: null },
    electronic_address: null, time_zone: 'UTC',
  });
}, 60_000);

test.each([
  ['a field of the wrong shape', { ...profile, address: { ...profile.address, country: 'de' } }, /^--seller .*bad\.json: address\.country must match pattern "\^\[A-Z\]\{2\}\$"\.\n$/],
  ['a missing legal name', { vat_id: 'DE123456789' }, /^--seller .*bad\.json: legal_name is required\.\n$/],
  ['an unknown field', { ...profile, iban: 'DE89370400440532013000' }, /^--seller .*bad\.json: iban is not a field of a seller profile\.\n$/],
  ['an unknown time zone', { ...profile, time_zone: 'Europe/Atlantis' }, /^--seller .*bad\.json: time_zone: time_zone "Europe\/Atlantis" is not an IANA time zone/],
  ['text that is not JSON', '{ legal_name: ', /^--seller .*bad\.json: not JSON/],
])('%s is one line naming the field, status 2, and changes nothing', async (_, content, message) => {
  await runFolio(['keys', 'create', '--account', 'acme'], { cwd });
  const run = await runFolio(['accounts', 'update', 'acme', '--seller', file('bad.json', content)], { cwd });
  expect(run).toMatchObject({ status: 2, stdout: '' });
  expect(run.stderr).toMatch(message);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(await sellerOf('acme')).toBeNull();
}, 60_000);
