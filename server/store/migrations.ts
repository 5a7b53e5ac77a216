// The schema of both engines as one list of versioned steps, each with its SQLite and its
// PostgreSQL text side by side. A database records the number of steps applied (SQLite:
// PRAGMA user_version; PostgreSQL: the schema_migrations table) and gets the rest at start.
// Append new steps; never edit one that has shipped.
//
// The engines differ where their types do: PostgreSQL keeps amounts in BIGINT (read back as
// numbers, bounded by Number.MAX_SAFE_INTEGER), instants in timestamptz and due dates in
// date; SQLite keeps amounts as INTEGER and instants as ISO 8601 text. JSON stays text on
// both, so that a stored response replays byte for byte.

export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

/** The largest amount JSON carries exactly (D5). */
const safe = '9007199254740991';

/** Gives every stored line of `table` the tax category D36 defaults to, S with a rate above 0 and Z otherwise, and no exemption reason. */
const categorizedLines = {
  sqlite: (table: string) => `UPDATE ${table} SET lines_json = (
        SELECT json_group_array(json_set(j.value, '$.tax_category', CASE WHEN coalesce(json_extract(j.value, '$.tax_rate'), 0) > 0 THEN 'S' ELSE 'Z' END,
          '$.tax_exemption_reason', json('null')) ORDER BY j.key)
        FROM json_each(${table}.lines_json) AS j);`,
  postgres: (table: string) => `UPDATE ${table} SET lines_json = (
        SELECT json_agg(j.value::jsonb || jsonb_build_object('tax_category', CASE WHEN coalesce((j.value->>'tax_rate')::numeric, 0) > 0 THEN 'S' ELSE 'Z' END,
          'tax_exemption_reason', null) ORDER BY j.ordinality)::text
        FROM json_array_elements(${table}.lines_json::json) WITH ORDINALITY AS j(value, ordinality));`,
};

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, keys, customers, invoices, idempotency keys and the outbox',
    sqlite: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      );
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'production')),
        hash TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT,
        revoked_at TEXT
      );
      CREATE TABLE customers (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        address_json TEXT NOT NULL,
        tax_id TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX customers_by_account ON customers (account_id, created_at DESC, id DESC);
      CREATE TABLE invoices (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        customer_id TEXT NOT NULL REFERENCES customers(id),
        status TEXT NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void')),
        currency TEXT NOT NULL,
        subtotal INTEGER NOT NULL,
        tax INTEGER NOT NULL,
        total INTEGER NOT NULL CHECK (total >= 0),
        lines_json TEXT NOT NULL,
        due_date TEXT NOT NULL,
        notes TEXT,
        metadata_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX invoices_by_account ON invoices (account_id, created_at DESC, id DESC);
      CREATE INDEX invoices_by_status ON invoices (account_id, status, created_at DESC, id DESC);
      CREATE INDEX invoices_by_customer ON invoices (account_id, customer_id, created_at DESC, id DESC);
      CREATE TABLE idempotency_keys (
        account_id TEXT NOT NULL REFERENCES accounts(id),
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        invoice_id TEXT NOT NULL REFERENCES invoices(id),
        response_status INTEGER NOT NULL,
        response_body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (account_id, key)
      );
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        invoice_id TEXT NOT NULL UNIQUE REFERENCES invoices(id),
        to_json TEXT NOT NULL,
        cc_json TEXT NOT NULL,
        message TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX outbox_pending ON outbox (status, created_at);
    `,
    postgres: `
      CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
      CREATE TABLE accounts (
        id text PRIMARY KEY,
        name text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE api_keys (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        environment text NOT NULL CHECK (environment IN ('sandbox', 'production')),
        hash text NOT NULL UNIQUE,
        label text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz
      );
      CREATE TABLE customers (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        name text NOT NULL,
        email text NOT NULL,
        address_json text NOT NULL,
        tax_id text,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX customers_by_account ON customers (account_id, created_at DESC, id DESC);
      CREATE TABLE invoices (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        customer_id text NOT NULL REFERENCES customers(id),
        status text NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void')),
        currency text NOT NULL,
        subtotal bigint NOT NULL CHECK (subtotal BETWEEN -${safe} AND ${safe}),
        tax bigint NOT NULL CHECK (tax BETWEEN -${safe} AND ${safe}),
        total bigint NOT NULL CHECK (total BETWEEN 0 AND ${safe}),
        lines_json text NOT NULL,
        due_date date NOT NULL,
        notes text,
        metadata_json text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX invoices_by_account ON invoices (account_id, created_at DESC, id DESC);
      CREATE INDEX invoices_by_status ON invoices (account_id, status, created_at DESC, id DESC);
      CREATE INDEX invoices_by_customer ON invoices (account_id, customer_id, created_at DESC, id DESC);
      CREATE TABLE idempotency_keys (
        account_id text NOT NULL REFERENCES accounts(id),
        key text NOT NULL,
        fingerprint text NOT NULL,
        -- Deferred: the key is claimed first and its invoice written after, in one transaction.
        invoice_id text NOT NULL REFERENCES invoices(id) DEFERRABLE INITIALLY DEFERRED,
        response_status integer NOT NULL,
        response_body text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (account_id, key)
      );
      CREATE TABLE outbox (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        invoice_id text NOT NULL UNIQUE REFERENCES invoices(id),
        to_json text NOT NULL,
        cc_json text NOT NULL,
        message text,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX outbox_pending ON outbox (status, created_at);
    `,
  },
  {
    version: 2,
    name: 'delivery attempts: when to retry, the last error, when sent',
    sqlite: `
      ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
      ALTER TABLE outbox ADD COLUMN last_error TEXT;
      ALTER TABLE outbox ADD COLUMN sent_at TEXT;
    `,
    postgres: `
      ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz;
      ALTER TABLE outbox ADD COLUMN last_error text;
      ALTER TABLE outbox ADD COLUMN sent_at timestamptz;
    `,
  },
  {
    version: 3,
    name: 'outbox claims: which delivery worker holds a message, and until when',
    sqlite: `
      ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
      ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
    `,
    postgres: `
      ALTER TABLE outbox ADD COLUMN claimed_by text;
      ALTER TABLE outbox ADD COLUMN claimed_until timestamptz;
    `,
  },
  {
    version: 4,
    name: 'events, webhook endpoints and the webhook delivery outbox (D30 to D32)',
    sqlite: `
      CREATE TABLE events (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        type TEXT NOT NULL,
        object_id TEXT NOT NULL,
        request_id TEXT,
        data_json TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX events_by_account ON events (account_id, created_at DESC, id DESC);
      CREATE INDEX events_by_type ON events (account_id, type, created_at DESC, id DESC);
      CREATE INDEX events_by_object ON events (account_id, object_id, created_at DESC, id DESC);
      CREATE INDEX events_by_age ON events (created_at);
      CREATE TABLE webhook_endpoints (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        url TEXT NOT NULL,
        enabled_events_json TEXT NOT NULL,
        description TEXT,
        disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
        secret_sealed TEXT NOT NULL,
        previous_secret_sealed TEXT,
        previous_secret_until TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX webhook_endpoints_by_account ON webhook_endpoints (account_id, created_at DESC, id DESC);
      CREATE TABLE webhook_deliveries (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        event_id TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_status_code INTEGER,
        last_error TEXT,
        last_response TEXT,
        next_attempt_at TEXT,
        claimed_by TEXT,
        claimed_until TEXT,
        created_at TEXT NOT NULL,
        delivered_at TEXT,
        UNIQUE (event_id, endpoint_id)
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
      CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id);
    `,
    postgres: `
      CREATE TABLE events (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        type text NOT NULL,
        object_id text NOT NULL,
        request_id text,
        data_json text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX events_by_account ON events (account_id, created_at DESC, id DESC);
      CREATE INDEX events_by_type ON events (account_id, type, created_at DESC, id DESC);
      CREATE INDEX events_by_object ON events (account_id, object_id, created_at DESC, id DESC);
      CREATE INDEX events_by_age ON events (created_at);
      CREATE TABLE webhook_endpoints (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        url text NOT NULL,
        enabled_events_json text NOT NULL,
        description text,
        disabled boolean NOT NULL DEFAULT false,
        secret_sealed text NOT NULL,
        previous_secret_sealed text,
        previous_secret_until timestamptz,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX webhook_endpoints_by_account ON webhook_endpoints (account_id, created_at DESC, id DESC);
      CREATE TABLE webhook_deliveries (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        event_id text NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        endpoint_id text NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_status_code integer,
        last_error text,
        last_response text,
        next_attempt_at timestamptz,
        claimed_by text,
        claimed_until timestamptz,
        created_at timestamptz NOT NULL,
        delivered_at timestamptz,
        UNIQUE (event_id, endpoint_id)
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
      CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id);
    `,
  },
  {
    version: 5,
    name: 'invoice numbers (D33): the account prefix, the number of a sent invoice, and one counter per account and series',
    sqlite: `
      ALTER TABLE accounts ADD COLUMN invoice_prefix TEXT NOT NULL DEFAULT 'INV';
      ALTER TABLE invoices ADD COLUMN number TEXT;
      CREATE UNIQUE INDEX invoices_by_number ON invoices (account_id, number);
      CREATE TABLE number_sequences (
        account_id TEXT NOT NULL REFERENCES accounts(id),
        series TEXT NOT NULL,
        last_value INTEGER NOT NULL,
        PRIMARY KEY (account_id, series)
      );
    `,
    postgres: `
      ALTER TABLE accounts ADD COLUMN invoice_prefix text NOT NULL DEFAULT 'INV';
      ALTER TABLE invoices ADD COLUMN number text;
      CREATE UNIQUE INDEX invoices_by_number ON invoices (account_id, number);
      CREATE TABLE number_sequences (
        account_id text NOT NULL REFERENCES accounts(id),
        series text NOT NULL,
        last_value bigint NOT NULL,
        PRIMARY KEY (account_id, series)
      );
    `,
  },
  {
    version: 6,
    name: 'credit notes (D34): the credit notes and what each invoice has had credited',
    sqlite: `
      ALTER TABLE invoices ADD COLUMN amount_credited INTEGER NOT NULL DEFAULT 0 CHECK (amount_credited >= 0);
      CREATE TABLE credit_notes (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        invoice_id TEXT NOT NULL REFERENCES invoices(id),
        number TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('issued', 'void')),
        reason TEXT NOT NULL,
        memo TEXT,
        currency TEXT NOT NULL,
        subtotal INTEGER NOT NULL,
        tax INTEGER NOT NULL,
        total INTEGER NOT NULL CHECK (total > 0),
        lines_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (account_id, number)
      );
      CREATE INDEX credit_notes_by_account ON credit_notes (account_id, created_at DESC, id DESC);
      CREATE INDEX credit_notes_by_invoice ON credit_notes (account_id, invoice_id, created_at DESC, id DESC);
    `,
    postgres: `
      ALTER TABLE invoices ADD COLUMN amount_credited bigint NOT NULL DEFAULT 0 CHECK (amount_credited >= 0);
      CREATE TABLE credit_notes (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        invoice_id text NOT NULL REFERENCES invoices(id),
        number text NOT NULL,
        status text NOT NULL CHECK (status IN ('issued', 'void')),
        reason text NOT NULL,
        memo text,
        currency text NOT NULL,
        subtotal bigint NOT NULL,
        tax bigint NOT NULL,
        total bigint NOT NULL CHECK (total > 0 AND total <= ${safe}),
        lines_json text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (account_id, number)
      );
      CREATE INDEX credit_notes_by_account ON credit_notes (account_id, created_at DESC, id DESC);
      CREATE INDEX credit_notes_by_invoice ON credit_notes (account_id, invoice_id, created_at DESC, id DESC);
    `,
  },
  {
    version: 7,
    name: 'legal invoices (D35 to D39): the seller profile, tax categories on lines, dates and the frozen parties of a sent invoice, the customer\'s language and e-invoice fields',
    // Lines stored before tax categories become S (a rate above 0) or Z, as D36's default says. A
    // sent invoice of before keeps the issue date its PDF printed, its creation day (R90); it was
    // sent when its invoice.sent event says, if still kept, else counted from its creation.
    sqlite: `
      ALTER TABLE accounts ADD COLUMN seller_json TEXT;
      ALTER TABLE customers ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de', 'fr'));
      ALTER TABLE customers ADD COLUMN electronic_address_json TEXT;
      ALTER TABLE customers ADD COLUMN buyer_reference TEXT;
      ALTER TABLE customers ADD COLUMN e_invoice_format TEXT;
      ALTER TABLE invoices ADD COLUMN issue_date TEXT;
      ALTER TABLE invoices ADD COLUMN supply_date TEXT;
      ALTER TABLE invoices ADD COLUMN service_period_json TEXT;
      ALTER TABLE invoices ADD COLUMN buyer_reference TEXT;
      ALTER TABLE invoices ADD COLUMN purchase_order TEXT;
      ALTER TABLE invoices ADD COLUMN seller_json TEXT;
      ALTER TABLE invoices ADD COLUMN customer_json TEXT;
      ALTER TABLE invoices ADD COLUMN sent_at TEXT;
      ALTER TABLE invoices ADD COLUMN voided_at TEXT;
      ${['invoices', 'credit_notes'].map(categorizedLines.sqlite).join('\n      ')}
      UPDATE invoices SET
        issue_date = substr(created_at, 1, 10),
        sent_at = coalesce((SELECT min(e.created_at) FROM events e WHERE e.object_id = invoices.id AND e.type = 'invoice.sent'), created_at)
        WHERE status <> 'draft';
      UPDATE invoices SET voided_at = updated_at WHERE status = 'void';
    `,
    postgres: `
      ALTER TABLE accounts ADD COLUMN seller_json text;
      ALTER TABLE customers ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de', 'fr'));
      ALTER TABLE customers ADD COLUMN electronic_address_json text;
      ALTER TABLE customers ADD COLUMN buyer_reference text;
      ALTER TABLE customers ADD COLUMN e_invoice_format text;
      ALTER TABLE invoices ADD COLUMN issue_date date;
      ALTER TABLE invoices ADD COLUMN supply_date date;
      ALTER TABLE invoices ADD COLUMN service_period_json text;
      ALTER TABLE invoices ADD COLUMN buyer_reference text;
      ALTER TABLE invoices ADD COLUMN purchase_order text;
      ALTER TABLE invoices ADD COLUMN seller_json text;
      ALTER TABLE invoices ADD COLUMN customer_json text;
      ALTER TABLE invoices ADD COLUMN sent_at timestamptz;
      ALTER TABLE invoices ADD COLUMN voided_at timestamptz;
      ${['invoices', 'credit_notes'].map(categorizedLines.postgres).join('\n      ')}
      UPDATE invoices SET
        issue_date = (created_at AT TIME ZONE 'UTC')::date,
        sent_at = coalesce((SELECT min(e.created_at) FROM events e WHERE e.object_id = invoices.id AND e.type = 'invoice.sent'), created_at)
        WHERE status <> 'draft';
      UPDATE invoices SET voided_at = updated_at WHERE status = 'void';
    `,
  },
  {
    version: 8,
    name: 'customers that change and leave, Idempotency-Key on every create (D40), and payments (D41)',
    sqlite: `
      ALTER TABLE customers ADD COLUMN deleted_at TEXT;
      ALTER TABLE invoices ADD COLUMN amount_paid INTEGER NOT NULL DEFAULT 0 CHECK (amount_paid >= 0);
      ALTER TABLE invoices ADD COLUMN payments_json TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE invoices ADD COLUMN paid_at TEXT;
      UPDATE invoices SET paid_at = coalesce((SELECT min(e.created_at) FROM events e WHERE e.object_id = invoices.id AND e.type = 'invoice.paid'), updated_at)
        WHERE status = 'paid';
      CREATE TABLE idempotent_responses (
        account_id TEXT NOT NULL REFERENCES accounts(id),
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        response_status INTEGER NOT NULL,
        response_body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (account_id, key)
      );
    `,
    postgres: `
      ALTER TABLE customers ADD COLUMN deleted_at timestamptz;
      ALTER TABLE invoices ADD COLUMN amount_paid bigint NOT NULL DEFAULT 0 CHECK (amount_paid >= 0);
      ALTER TABLE invoices ADD COLUMN payments_json text NOT NULL DEFAULT '[]';
      ALTER TABLE invoices ADD COLUMN paid_at timestamptz;
      UPDATE invoices SET paid_at = coalesce((SELECT min(e.created_at) FROM events e WHERE e.object_id = invoices.id AND e.type = 'invoice.paid'), updated_at)
        WHERE status = 'paid';
      CREATE TABLE idempotent_responses (
        account_id text NOT NULL REFERENCES accounts(id),
        key text NOT NULL,
        fingerprint text NOT NULL,
        response_status integer NOT NULL,
        response_body text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (account_id, key)
      );
    `,
  },
  {
    version: 9,
    name: "a customer's own metadata (D40)",
    sqlite: `
      ALTER TABLE customers ADD COLUMN metadata_json TEXT NOT NULL DEFAULT '{}';
    `,
    postgres: `
      ALTER TABLE customers ADD COLUMN metadata_json text NOT NULL DEFAULT '{}';
    `,
  },
  {
    version: 10,
    name: 'issued documents, stored (D49)',
    // A row is queued (no sha256 yet) when its owner is issued and filled once rendered. The documents
    // of invoices sent and credit notes issued before this version are queued here, to be made once.
    sqlite: `
      ALTER TABLE invoices ADD COLUMN documents_json TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE credit_notes ADD COLUMN documents_json TEXT NOT NULL DEFAULT '[]';
      CREATE TABLE documents (
        owner_id TEXT NOT NULL,
        format TEXT NOT NULL,
        owner_kind TEXT NOT NULL CHECK (owner_kind IN ('invoice', 'credit_note')),
        account_id TEXT NOT NULL REFERENCES accounts (id),
        queued_at TEXT NOT NULL,
        sha256 TEXT,
        size INTEGER,
        bytes BLOB,
        created_at TEXT,
        PRIMARY KEY (owner_id, format)
      );
      CREATE INDEX documents_queued ON documents (queued_at) WHERE sha256 IS NULL;
      INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at)
        SELECT id, 'pdf', 'invoice', account_id, COALESCE(sent_at, updated_at) FROM invoices WHERE number IS NOT NULL;
      INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at)
        SELECT id, 'pdf', 'credit_note', account_id, created_at FROM credit_notes;
    `,
    postgres: `
      ALTER TABLE invoices ADD COLUMN documents_json text NOT NULL DEFAULT '[]';
      ALTER TABLE credit_notes ADD COLUMN documents_json text NOT NULL DEFAULT '[]';
      CREATE TABLE documents (
        owner_id text NOT NULL,
        format text NOT NULL,
        owner_kind text NOT NULL CHECK (owner_kind IN ('invoice', 'credit_note')),
        account_id text NOT NULL REFERENCES accounts (id),
        queued_at timestamptz NOT NULL,
        sha256 text,
        size integer,
        bytes bytea,
        created_at timestamptz,
        PRIMARY KEY (owner_id, format)
      );
      CREATE INDEX documents_queued ON documents (queued_at) WHERE sha256 IS NULL;
      INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at)
        SELECT id, 'pdf', 'invoice', account_id, COALESCE(sent_at, updated_at) FROM invoices WHERE number IS NOT NULL;
      INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at)
        SELECT id, 'pdf', 'credit_note', account_id, created_at FROM credit_notes;
    `,
  },
  {
    version: 11,
    name: 'invoices by due date (D42, D55): a due-date range finds its page in this index alone',
    // created_at and id ride along so that the page's ids come from the index without reading
    // the rows of the whole range (server/store/invoice-list.ts, R168).
    sqlite: `
      CREATE INDEX invoices_by_due_date ON invoices (account_id, due_date, created_at, id);
    `,
    postgres: `
      CREATE INDEX invoices_by_due_date ON invoices (account_id, due_date, created_at, id);
    `,
  },
  {
    version: 12,
    name: 'one table of Idempotency-Keys for every create (D54)',
    // The keys of invoices and credit notes join those of the other creates; a key in both keeps the newer.
    sqlite: `
      INSERT INTO idempotent_responses (account_id, key, fingerprint, response_status, response_body, created_at)
        SELECT account_id, key, fingerprint, response_status, response_body, created_at FROM idempotency_keys WHERE true
        ON CONFLICT (account_id, key) DO UPDATE SET fingerprint = excluded.fingerprint, response_status = excluded.response_status,
          response_body = excluded.response_body, created_at = excluded.created_at WHERE excluded.created_at > idempotent_responses.created_at;
      DROP TABLE idempotency_keys;
    `,
    postgres: `
      INSERT INTO idempotent_responses (account_id, key, fingerprint, response_status, response_body, created_at)
        SELECT account_id, key, fingerprint, response_status, response_body, created_at FROM idempotency_keys
        ON CONFLICT (account_id, key) DO UPDATE SET fingerprint = excluded.fingerprint, response_status = excluded.response_status,
          response_body = excluded.response_body, created_at = excluded.created_at WHERE excluded.created_at > idempotent_responses.created_at;
      DROP TABLE idempotency_keys;
    `,
  },
  {
    version: 13,
    name: 'the VAT total in the accounting currency of invoices and credit notes in another currency (D52)',
    // {currency, exchangeRate, tax}: the rate as an exact decimal string, the tax in minor units; null otherwise.
    sqlite: `
      ALTER TABLE invoices ADD COLUMN tax_currency_json TEXT;
      ALTER TABLE credit_notes ADD COLUMN tax_currency_json TEXT;
    `,
    postgres: `
      ALTER TABLE invoices ADD COLUMN tax_currency_json text;
      ALTER TABLE credit_notes ADD COLUMN tax_currency_json text;
    `,
  },
  {
    version: 14,
    name: 'discounts and charges on the whole invoice (D50): BG-20 and BG-21, kept as JSON beside the lines',
    // A line's own discount (BG-27) rides in lines_json; invoices from before have none.
    sqlite: `
      ALTER TABLE invoices ADD COLUMN discounts_json TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE invoices ADD COLUMN charges_json TEXT NOT NULL DEFAULT '[]';
    `,
    postgres: `
      ALTER TABLE invoices ADD COLUMN discounts_json text NOT NULL DEFAULT '[]';
      ALTER TABLE invoices ADD COLUMN charges_json text NOT NULL DEFAULT '[]';
    `,
  },
];

/** A database that this process must not use: another environment's, or a newer folio's. */
export class DatabaseMismatchError extends Error {
  override readonly name = 'DatabaseMismatchError';
}

/** A database that another environment owns (D1); both engines refuse it. */
export function environmentMismatch(owner: string, wanted: string): Error {
  return new DatabaseMismatchError(`This database belongs to the ${owner} environment and cannot serve ${wanted}.`);
}

/** A database migrated by a newer folio than this one. */
export function schemaTooNew(version: number): Error {
  return new DatabaseMismatchError(`This database has schema version ${version}, newer than this folio knows (${migrations.length}); upgrade folio.`);
}
