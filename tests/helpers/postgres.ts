// A throwaway PostgreSQL schema for one test (or one file): made in the database named by
// FOLIO_TEST_DATABASE_URL, reached through a URL whose search_path points into it, and
// dropped afterwards. Without the variable every PostgreSQL test fails, saying how to start one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const missingDatabaseMessage = [
  'FOLIO_TEST_DATABASE_URL is not set, so the PostgreSQL tests cannot run.',
  'Run them through `npm test` (scripts/with-postgres.sh installs and starts a local PostgreSQL and sets the variable),',
  'or start PostgreSQL yourself and point the variable at a database you may create schemas in, e.g.:',
  '  apt-get install -y postgresql && pg_ctlcluster 15 main start',
  "  runuser -u postgres -- psql -c \"CREATE ROLE folio LOGIN PASSWORD 'folio'\" -c 'CREATE DATABASE folio OWNER folio'",
  '  FOLIO_TEST_DATABASE_URL=postgres://folio:folio@127.0.0.1:5432/folio npm run test:unit',
].join('\n');

/** The database the PostgreSQL tests use; throws (never skips) when none is configured. */
export function testDatabaseUrl(): string {
  const url = process.env.FOLIO_TEST_DATABASE_URL;
  if (!url) throw new Error(missingDatabaseMessage);
  return url;
}

/** `base` with its search_path set to `schema`, as a postgres:// URL that folio accepts. */
export function urlWithSchema(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export interface TestSchema {
  /** A postgres:// URL whose connections live in the schema. */
  url: string;
  name: string;
  /** Runs SQL in the schema on a connection of its own. */
  query<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

export async function createTestSchema(label = 'test'): Promise<TestSchema> {
  const base = testDatabaseUrl();
  const name = `folio_${label}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${name}`);
  } finally {
    await admin.end();
  }
  const url = urlWithSchema(base, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    url,
    name,
    query: async (text, values) => (await client.query(text, values)).rows,
    drop: async () => {
      await client.query(`DROP SCHEMA ${name} CASCADE`);
      await client.end();
    },
  };
}
