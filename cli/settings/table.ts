// Every setting of the `folio` command, declared once (D18): its flag, its environment
// variable, its parser, its default and one sentence. Commander's options are made from these
// rows (cli/settings/options.ts), so a flag or a variable is parsed and checked once, when the
// command line is read, before anything starts; help, the manual's command-line reference and
// its settings tables (reference/settings.ts) are all made from the same rows (R10).
import { CONTRACTS_BASE_URL, DEFAULT_BASE_URL, normalizeBaseUrl } from '../../sitegen/base-url.js';
import { defaultOutboxBacklogLimit, defaultRateLimits, environments, type Environment } from '../../server/config.js';
import { defaultDeliverySettings, deliveryPollMs } from '../../server/mail/settings.js';
import { minimumSecretBytes } from '../../server/secret.js';
import { defaultWebhookSettings } from '../../server/webhooks/settings.js';
import { defaultPoolSize } from '../../server/store/database-location.js';
import { DEFAULT_PACKAGE } from '../../agents/ask/defaults.js';
import {
  parseApiKey, parseCount, parseDatabase, parseEmail, parseFolder, parseApiUrl, parseInstant, parseName, parsePort,
  parseInvoicePrefix, parsePositiveCount, parseSecret, parseSmtpUrl,
} from './parsers.js';

/**
 * Which of the manual's settings tables lists a setting: `service`, `mail`, `webhooks`, `database` or
 * `mcp` (folio mcp's, on its own page); a `command` setting is a flag of one command, which its command-line reference describes.
 */
export type SettingGroup = 'service' | 'mail' | 'webhooks' | 'database' | 'mcp' | 'command';

export interface Setting {
  /** Commander's flags (`--port <number>`); none for a setting read from its variable only. */
  flags?: string;
  /** The environment variable that gives the value when the flag is not given. */
  env?: string;
  /** One sentence, lower case and without a full stop, as help prints it. */
  description: string;
  /** Turns the raw text into the typed value, or throws an InvalidArgumentError saying what it accepts. */
  parse?: (value: string) => unknown;
  /** The only values accepted, when they are few. */
  choices?: readonly string[];
  /** The value used when neither the flag nor the variable is given. */
  default?: unknown;
  /** The default in words, when the command works it out (from --env, say) or there is none. */
  defaultText?: string;
  /** The option must be given. */
  required?: boolean;
  /** The flag may be given more than once; its value is the list of every value, in order. */
  repeatable?: boolean;
  /** The key that gives the value in a config file (`folio build`'s folio.config.json), if the setting may come from one. */
  configKey?: string;
  /** The value is a path: in a config file, relative to the file's folder. */
  isPath?: boolean;
  /** For a setting without a flag: the commands that read its variable (`serve`). */
  readBy?: readonly string[];
  group: SettingGroup;
}

function table<T extends Record<string, Setting>>(rows: T): { readonly [K in keyof T]: Setting } {
  return rows;
}

export const settings = table({
  environment: {
    flags: '--env <environment>', description: 'the environment: sandbox for test keys, production for live keys',
    choices: environments, default: 'sandbox' satisfies Environment, group: 'command',
  },
  port: { flags: '--port <number>', description: 'the port to listen on', parse: parsePort, default: 8080, group: 'command' },
  host: { flags: '--host <address>', description: 'the address to listen on', parse: parseName, default: '127.0.0.1', group: 'command' },
  database: {
    flags: '--db <path-or-url>', env: 'DATABASE_URL', description: 'the database: a SQLite file, or a postgres://user:password@host/database URL',
    parse: parseDatabase, defaultText: 'var/<environment>.db', group: 'database',
  },
  poolSize: {
    flags: '--pool-size <number>', env: 'FOLIO_DB_POOL_SIZE', description: 'the most connections this process keeps open to PostgreSQL',
    parse: parsePositiveCount, default: defaultPoolSize, group: 'database',
  },
  secret: {
    env: 'FOLIO_SECRET', parse: parseSecret, readBy: ['serve', 'webhooks deliver'], group: 'service',
    description: `the secret, of at least ${minimumSecretBytes} bytes, that signs pagination cursors and pdf_url links; required on PostgreSQL, where every process sharing the database needs the same one`,
    defaultText: 'a random secret made once and kept in a secret file beside the database',
  },
  demo: { flags: '--demo', description: 'seed a demo account, customer and test key into the sandbox and print how to call it', group: 'command' },
  rateLimit: {
    flags: '--rate-limit <number>', env: 'FOLIO_RATE_LIMIT', description: 'requests per second per key, counted in each process; 0 turns limiting off',
    parse: parseCount, defaultText: `${defaultRateLimits.production} in production and ${defaultRateLimits.sandbox} in the sandbox`, group: 'service',
  },
  publicUrl: {
    flags: '--public-url <url>', env: 'FOLIO_PUBLIC_URL', description: 'the absolute http(s) address clients reach the API at, ending in /v2; pdf_url links start with it',
    parse: parseApiUrl, defaultText: 'http://<host>:<port>/v2', group: 'service',
  },
  region: {
    flags: '--region <name>', env: 'FOLIO_REGION', description: 'a free-form region name that GET /status reports',
    parse: parseName, group: 'service',
  },
  outboxBacklogLimit: {
    flags: '--outbox-backlog-limit <number>', env: 'FOLIO_OUTBOX_BACKLOG_LIMIT', description: 'how many unsent e-mails may wait before GET /status reports degraded',
    parse: parseCount, default: defaultOutboxBacklogLimit, group: 'mail',
  },
  site: {
    flags: '--site <dir>', description: 'also serve a built reference site (folio build) from this folder, as folio preview does',
    parse: parseFolder, group: 'command',
  },
  sitePort: { flags: '--site-port <number>', description: 'the port to serve the reference site on', parse: parsePort, default: 4000, group: 'command' },
  validateResponses: {
    flags: '--no-validate-responses', description: 'do not check responses against the contract; they are checked unless NODE_ENV=production', group: 'command',
  },
  smtpUrl: {
    flags: '--smtp-url <url>', env: 'SMTP_URL', description: 'deliver e-mail over SMTP to this smtp:// or smtps:// server',
    parse: parseSmtpUrl, defaultText: 'none: .eml files in the mail folder beside the database', group: 'mail',
  },
  mailFrom: {
    flags: '--mail-from <address>', env: 'FOLIO_MAIL_FROM', description: "the sending address of e-mail, in a domain whose SPF and DKIM cover the mail server; the display name is the seller's name, and Reply-To the seller's contact e-mail",
    parse: parseEmail, default: defaultDeliverySettings.from, group: 'mail',
  },
  mailMaxAttempts: {
    flags: '--mail-max-attempts <number>', env: 'FOLIO_MAIL_MAX_ATTEMPTS', description: 'delivery attempts before an e-mail is marked failed',
    parse: parsePositiveCount, default: defaultDeliverySettings.maxAttempts, group: 'mail',
  },
  mailPollMs: {
    flags: '--mail-poll-ms <milliseconds>', env: 'FOLIO_MAIL_POLL_MS', description: 'how often the delivery worker looks for due e-mail',
    parse: parsePositiveCount, default: deliveryPollMs, group: 'mail',
  },
  mailLeaseMs: {
    flags: '--mail-lease-ms <milliseconds>', env: 'FOLIO_MAIL_LEASE_MS',
    description: 'how long a delivery round holds the e-mail it claims; after a crash, claimed e-mail waits this long before another process sends it',
    parse: parsePositiveCount, default: defaultDeliverySettings.leaseMs, group: 'mail',
  },
  webhookPollMs: {
    flags: '--webhook-poll-ms <milliseconds>', env: 'FOLIO_WEBHOOK_POLL_MS', description: 'how often the webhook worker looks for due deliveries',
    parse: parsePositiveCount, default: defaultWebhookSettings.pollMs, group: 'webhooks',
  },
  webhookBacklogLimit: {
    flags: '--webhook-backlog-limit <number>', env: 'FOLIO_WEBHOOK_BACKLOG_LIMIT', description: 'how many webhook deliveries may wait before GET /status reports degraded',
    parse: parsePositiveCount, default: defaultWebhookSettings.backlogLimit, group: 'webhooks',
  },
  webhookLeaseMs: {
    flags: '--webhook-lease-ms <milliseconds>', env: 'FOLIO_WEBHOOK_LEASE_MS', description: 'how long a worker holds a claimed delivery before another worker may take it; longer than a call can take',
    parse: parsePositiveCount, default: defaultWebhookSettings.leaseMs, group: 'webhooks',
  },
  account: { flags: '--account <name>', description: 'the account the key belongs to', parse: parseName, required: true, group: 'command' },
  invoicePrefix: {
    flags: '--invoice-prefix <prefix>', description: "the prefix of the account's invoice numbers from now on (INV gives INV-0001); numbers already given keep theirs",
    parse: parseInvoicePrefix, group: 'command',
  },
  seller: {
    flags: '--seller <file>', description: "a JSON file in the contract's SellerProfile schema: the seller's legal name, address, VAT id, bank account and time zone that the account's invoices print from now on",
    parse: parseName, group: 'command',
  },
  expiresAt: {
    flags: '--expires-at <instant>', description: 'when the key stops working: a date (midnight UTC) or an RFC 3339 instant with its zone',
    parse: parseInstant, defaultText: 'never', group: 'command',
  },
  out: { flags: '--out <dir>', description: 'the folder to write the site into', parse: parseName, default: 'dist', configKey: 'out', isPath: true, group: 'command' },
  baseUrl: {
    flags: '--base-url <url>', description: 'the absolute URL the site is served from', parse: normalizeBaseUrl, configKey: 'baseUrl', group: 'command',
    defaultText: `${DEFAULT_BASE_URL} for folio's own site, ${CONTRACTS_BASE_URL} for a site of --contract files`,
  },
  buildContracts: {
    flags: '--contract <file>', description: 'an OpenAPI 3.1 or 3.0 document (YAML or JSON, split over files or not) to document; repeat it for more APIs, each under its own name',
    parse: parseName, repeatable: true, configKey: 'contracts', isPath: true, defaultText: "none: folio's own site, from content/ and openapi/", group: 'command',
  },
  buildContent: {
    flags: '--content <dir>', description: 'the folder of Markdown pages to put beside the API reference of the --contract files',
    parse: parseFolder, configKey: 'content', isPath: true, defaultText: 'none', group: 'command',
  },
  buildStrict: {
    flags: '--strict', description: "fail the build on a link in a contract's description that leads to no page of the site, instead of printing a warning", configKey: 'strict', group: 'command',
  },
  buildConfig: {
    flags: '--config <file>', description: 'a JSON file of the build settings: contracts, content, out, baseUrl and strict; paths in it are relative to it, and flags win over it',
    parse: parseName, defaultText: 'folio.config.json when the working folder has one', group: 'command',
  },
  previewPort: { flags: '--port <number>', description: 'the port to listen on', parse: parsePort, default: 4000, group: 'command' },
  previewDir: { flags: '--dir <dir>', description: 'the folder of the built site', parse: parseFolder, default: 'dist', group: 'command' },
  docsPackage: {
    flags: '--package <dir-or-url>', description: "the built docs package the docs tools read: a folder, or a site's base URL", parse: parseName, default: DEFAULT_PACKAGE, group: 'command',
  },
  contract: {
    flags: '--contract <file>', description: 'the OpenAPI document (YAML or JSON) to make the API tools from', parse: parseName, defaultText: "folio's openapi/invoicing.yaml", group: 'command',
  },
  apiUrl: {
    flags: '--api-url <url>', env: 'FOLIO_BASE_URL', description: 'the base URL of the invoicing API the API tools call, ending in /v2',
    parse: parseApiUrl, default: 'http://127.0.0.1:8080/v2', group: 'mcp',
  },
  apiKey: {
    env: 'FOLIO_API_KEY', parse: parseApiKey, readBy: ['mcp'], group: 'mcp',
    description: 'the API key the API tools of folio mcp send: a test key (sk_test_...); a live key only with --allow-live; empty is none',
  },
  allowLive: { flags: '--allow-live', description: 'let the API tools use a live key (sk_live_...), which acts on real invoices', group: 'command' },
});

export type SettingName = keyof typeof settings;

/** How a process delivers mail: `folio serve` and `folio mail deliver` both take these. */
export const mailSettings = ['smtpUrl', 'mailFrom', 'mailMaxAttempts', 'mailPollMs', 'mailLeaseMs'] as const satisfies readonly SettingName[];

/** How a process delivers webhooks: `folio serve` and `folio webhooks deliver` both take these. */
export const webhookSettings = ['webhookPollMs', 'webhookBacklogLimit', 'webhookLeaseMs'] as const satisfies readonly SettingName[];
