// `folio accounts update NAME --seller FILE` (D35): a good file becomes the account's seller
// profile, complete with its defaults; a bad one is one line naming the field, exit status 2,
// and changes nothing. The file meets the API's rules (the contract's schema, the text XML can
// hold, the IBAN's check digits), and is read within a bound: a device or a FIFO is refused at
// once, never waited on (issue 41, item 3).
import { execFileSync } from 'node:child_process';
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
  writeFileSync(path, typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content));
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
    legal_form: null, registered_office: null, commercial_register: null, managing_directors: [], share_capital: null, france: null, other_mentions: null,
    currency: 'EUR',
  });
}, 60_000);

test('a French SAS\'s legal mentions are stored as given, the penalty rate completed (D52)', async () => {
  await runFolio(['keys', 'create', '--account', 'acme'], { cwd });
  const legal = {
    legal_form: 'SAS', registered_office: 'Lyon', managing_directors: ['Chloé Dupré'], share_capital: { amount: 1_000_000, currency: 'EUR' },
    france: { siren: '303265045', rcs_city: 'Lyon' }, other_mentions: 'Membre d\'une association agréée.',
  };
  const run = await runFolio(['accounts', 'update', 'acme', '--seller', file('seller.json', { ...profile, ...legal })], { cwd });
  expect(run).toMatchObject({ status: 0, stderr: '' });
  expect(await sellerOf('acme')).toMatchObject({ ...legal, commercial_register: null, france: { siren: '303265045', rcs_city: 'Lyon', late_payment_rate: null } });
}, 60_000);

test.each([
  ['a field of the wrong shape', { ...profile, address: { ...profile.address, country: 'de' } }, /^--seller .*bad\.json: address\.country must match pattern "\^\[A-Z\]\{2\}\$"\.\n$/],
  ['a missing legal name', { vat_id: 'DE123456789' }, /^--seller .*bad\.json: legal_name is required\.\n$/],
  ['an unknown field', { ...profile, iban: 'DE89370400440532013000' }, /^--seller .*bad\.json: iban is not a field of a seller profile\.\n$/],
  ['an unknown time zone', { ...profile, time_zone: 'Europe/Atlantis' }, /^--seller .*bad\.json: time_zone "Europe\/Atlantis" is not an IANA time zone/],
  ['text that is not JSON', '{ legal_name: ', /^--seller .*bad\.json: not JSON/],
  ['NUL in the legal name', { ...profile, legal_name: 'Acme\u0000 GmbH' }, /^--seller .*bad\.json: legal_name holds U\+0000 \(NUL\)/],
  ['an unpaired surrogate in the legal name', { ...profile, legal_name: 'Acme \ud800' }, /^--seller .*bad\.json: legal_name is not valid Unicode/],
  ['a control character in the legal name', { ...profile, legal_name: 'Acme\u0001' }, /^--seller .*bad\.json: legal_name holds U\+0001, a control character that XML cannot hold/],
  ['U+FFFF in the legal name', { ...profile, legal_name: 'Acme\uFFFF' }, /^--seller .*bad\.json: legal_name holds U\+FFFF, a noncharacter that XML cannot hold/],
  ['U+001F in the city', { ...profile, address: { ...profile.address, city: 'Ber\u001Flin' } }, /^--seller .*bad\.json: address\.city holds U\+001F/],
  ['U+FFFE in the contact\'s name', { ...profile, contact: { name: '\uFFFEAda' } }, /^--seller .*bad\.json: contact\.name holds U\+FFFE/],
  ['an IBAN with wrong check digits', { ...profile, payment: { iban: 'DE00370400440532013000' } }, /^--seller .*bad\.json: payment\.iban "DE00370400440532013000" is not an IBAN: its check digits are wrong/],
  ['a SIREN whose check digit is wrong', { ...profile, france: { siren: '303265046', rcs_city: 'Lyon' } }, /^--seller .*bad\.json: france\.siren "303265046" is not a SIREN: its Luhn check digit is wrong\.\n$/],
  ['a share capital of zero', { ...profile, share_capital: { amount: 0, currency: 'EUR' } }, /^--seller .*bad\.json: share_capital\.amount must be more than zero/],
  ['an accounting currency the service does not know', { ...profile, currency: 'eur' }, /^--seller .*bad\.json: currency must be one of EUR, USD, GBP, CHF\.\n$/],
  ['a register without its number', { ...profile, commercial_register: { court: 'Amtsgericht Berlin' } }, /^--seller .*bad\.json: commercial_register\.number is required\.\n$/],
  ['a file over 64 KiB', `{"legal_name": "Acme", "vat_id": "DE123456789"${' '.repeat(70_000)}}`, /^--seller .*bad\.json: is 70\d{3} bytes, over the limit of 65536\.\n$/],
  ['bytes that are not UTF-8', Buffer.from('{"legal_name": "Acme \xff"}', 'latin1'), /^--seller .*bad\.json: is not UTF-8 text\.\n$/],
])('%s is one line naming the field, status 2, and changes nothing', async (_, content, message) => {
  await runFolio(['keys', 'create', '--account', 'acme'], { cwd });
  const run = await runFolio(['accounts', 'update', 'acme', '--seller', file('bad.json', content)], { cwd });
  expect(run).toMatchObject({ status: 2, stdout: '' });
  expect(run.stderr).toMatch(message);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(await sellerOf('acme')).toBeNull();
}, 60_000);

test.each([
  ['/dev/zero, a device that never ends', () => '/dev/zero'],
  ['a FIFO that nothing writes to', () => {
    const fifo = join(cwd, 'seller.fifo');
    execFileSync('mkfifo', [fifo]);
    return fifo;
  }],
  ['a folder', () => cwd],
])('%s is refused at once as no regular file, status 2, and changes nothing', async (_, path) => {
  await runFolio(['keys', 'create', '--account', 'acme'], { cwd });
  const seller = path();
  // A command that waits on the file is killed by the timeout, and its status is then null.
  const run = await runFolio(['accounts', 'update', 'acme', '--seller', seller], { cwd, timeout: 30_000 });
  expect(run).toMatchObject({ status: 2, stdout: '', stderr: `--seller ${seller}: is not a regular file; give a JSON file.\n` });
  expect(await sellerOf('acme')).toBeNull();
}, 60_000);
