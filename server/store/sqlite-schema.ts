// Schema migrations of the SQLite store, applied in order and tracked in PRAGMA user_version.
export const migrations: readonly string[] = [
  `
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
  `
  ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
  ALTER TABLE outbox ADD COLUMN last_error TEXT;
  ALTER TABLE outbox ADD COLUMN sent_at TEXT;
  `,
];
