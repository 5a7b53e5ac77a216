// The parsers of the settings table: what each accepts, and the typed value it hands on.
import { InvalidArgumentError } from 'commander';
import { parseDatabase, parseEmail, parseApiUrl, parseInstant, parseName, parsePort, parseSecret, parseSmtpUrl } from '../../cli/settings/parsers.js';

test.each([
  ['2027-02-28', '2027-02-28T00:00:00.000Z'],
  ['2028-02-29', '2028-02-29T00:00:00.000Z'],
  ['2027-01-31T12:00:00Z', '2027-01-31T12:00:00.000Z'],
  ['2027-01-31T13:00:00+01:00', '2027-01-31T12:00:00.000Z'],
  ['2027-01-31t12:00:00.5z', '2027-01-31T12:00:00.500Z'],
])('an expiry of %s is the instant %s, whatever the machine\'s zone', (value, instant) => {
  expect(parseInstant(value).toISOString()).toBe(instant);
});

test.each(['2027-02-30', '2027-02-29', '2027-13-01', '2027-01-31T12:00:00', '2027-01-31 12:00', '2027-01-31T25:00:00Z', 'tomorrow', ''])(
  'an expiry of %j is refused', (value) => {
    expect(() => parseInstant(value)).toThrow(InvalidArgumentError);
  },
);

test.each<[string, (value: string) => unknown, string[], string[]]>([
  ['a port', parsePort, ['0', '8080', '65535'], ['65536', '-1', '80.5', '0x50', '', ' 80']],
  ['a name', parseName, ['acme', 'Acme Ltd'], ['', ' ', ' acme', 'acme ', 'a\tb']],
  ['a public URL', parseApiUrl, ['http://127.0.0.1:8080/v2', 'https://api.example.com/v2', 'https://example.com/folio/v2'],
    ['garbage', '', 'javascript:alert(1)', 'ftp://example.com/', '/v2', 'http://127.0.0.1:1/nope', 'https://api.example.com/v2/', 'https://api.example.com/v2?x=1', 'https://api.example.com/v2#top', 'https://api.example.com/', 'https://api.example.com/v20']],
  ['an SMTP URL', parseSmtpUrl, ['smtp://user:pass@mail.example.com:587', 'smtps://mail.example.com'], ['not a url', 'http://mail.example.com', 'smtp:']],
  ['a sending address', parseEmail, ['invoices@folio.example'], ['not an address', 'Folio <invoices@folio.example>', '']],
  ['a secret', parseSecret, ['a'.repeat(32), 'é'.repeat(16)], ['', ' '.repeat(40), 'a'.repeat(31)]],
  ['a database', parseDatabase, ['var/sandbox.db', ':memory:', 'postgres://u:p@h/db', 'postgresql://h/db', 'C.db'], ['mysql://u@h/db', 'sqlite:///x', 'file:x.db', '', 'postgres://[bad']],
])('%s: the parser keeps what it accepts and refuses the rest with InvalidArgumentError', (_name, parse, good, bad) => {
  for (const value of good) expect(parse(value)).toBeDefined();
  for (const value of bad) expect(() => parse(value)).toThrow(InvalidArgumentError);
});
