// The `settings` source: the manual's settings tables are the rows of the settings table
// (cli/settings/table.ts), with the commands that take each one read from the command line.
import { readdirSync, readFileSync } from 'node:fs';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';
import { settings } from '../../cli/settings/table.js';
import { defaultOutboxBacklogLimit } from '../../server/config.js';
import { defaultDeliverySettings, deliveryPollMs } from '../../server/mail/settings.js';
import { defaultPoolSize } from '../../server/store/database-location.js';
import { settingsTable } from '../../reference/settings.js';
import { row, rows } from './invoicing.js';

const table = settingsTable(folioProgram(), folioSettings);

test('the mail table prints each mail setting with its commands, and its default from the constant the code uses', () => {
  const mail = table({ group: 'mail' });
  expect(rows(mail).map((cells) => cells[0])).toEqual([
    '`--outbox-backlog-limit <number>`, `FOLIO_OUTBOX_BACKLOG_LIMIT`',
    '`--smtp-url <url>`, `SMTP_URL`',
    '`--mail-from <address>`, `FOLIO_MAIL_FROM`',
    '`--mail-max-attempts <number>`, `FOLIO_MAIL_MAX_ATTEMPTS`',
    '`--mail-poll-ms <milliseconds>`, `FOLIO_MAIL_POLL_MS`',
    '`--mail-lease-ms <milliseconds>`, `FOLIO_MAIL_LEASE_MS`',
  ]);
  expect(row(mail, '`--mail-lease-ms <milliseconds>`, `FOLIO_MAIL_LEASE_MS`')?.slice(1, 3)).toEqual(['`folio serve` and `folio mail deliver`', `\`${defaultDeliverySettings.leaseMs}\``]);
  expect(row(mail, '`--mail-poll-ms <milliseconds>`, `FOLIO_MAIL_POLL_MS`')).toEqual([
    '`--mail-poll-ms <milliseconds>`, `FOLIO_MAIL_POLL_MS`', '`folio serve` and `folio mail deliver`', `\`${deliveryPollMs}\``, 'How often the delivery worker looks for due e-mail.',
  ]);
  expect(row(mail, '`--mail-max-attempts <number>`, `FOLIO_MAIL_MAX_ATTEMPTS`')?.[2]).toBe(`\`${defaultDeliverySettings.maxAttempts}\``);
  expect(row(mail, '`--outbox-backlog-limit <number>`, `FOLIO_OUTBOX_BACKLOG_LIMIT`')?.slice(1, 3)).toEqual(['`folio serve`', `\`${defaultOutboxBacklogLimit}\``]);
});

test('a setting read from its variable alone names the variable and the commands that read it, and a default in words stays words', () => {
  expect(row(table({ group: 'service' }), '`FOLIO_SECRET`')?.slice(1, 3)).toEqual(['`folio serve` and `folio webhooks deliver`', 'a random secret made once and kept in a secret file beside the database']);
});

test('the database table names every command that opens a database, and a worked-out default as code', () => {
  const database = table({ group: 'database' });
  expect(row(database, '`--db <path-or-url>`, `DATABASE_URL`')?.slice(1, 3)).toEqual([
    '`folio serve`, `folio keys create`, `folio keys revoke`, `folio accounts update`, `folio mail deliver` and `folio webhooks deliver`', '`var/<environment>.db`',
  ]);
  expect(row(database, '`--pool-size <number>`, `FOLIO_DB_POOL_SIZE`')?.[2]).toBe(`\`${defaultPoolSize}\``);
});

test('an unknown or missing group is an error that lists the groups', () => {
  expect(() => table({ group: 'smtp' })).toThrow('source="settings" has no group "smtp"; it has: service, mail, webhooks, database, mcp, command');
  expect(() => table({})).toThrow(/takes group="..."/);
});

test('every setting with an environment variable is in a table that a page of the manual prints', () => {
  const content = new URL('../../content/', import.meta.url);
  const printed = new Set(readdirSync(content).filter((file) => file.endsWith('.md'))
    .flatMap((file) => [...readFileSync(new URL(file, content), 'utf8').matchAll(/::generated\{source="settings" group="(\w+)"\}/g)].map((match) => match[1])));
  const missing = Object.entries(settings).filter(([, setting]) => setting.env !== undefined && !printed.has(setting.group)).map(([name]) => name);
  expect(missing).toEqual([]);
  expect(printed).toEqual(new Set(['service', 'mail', 'webhooks', 'database', 'mcp']));
});
