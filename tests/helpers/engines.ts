// The store engines one test suite runs against (D16): a fresh SQLite file, or a fresh
// PostgreSQL schema in FOLIO_TEST_DATABASE_URL. Each test database can be opened more than
// once, the way two server processes open one database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Environment } from '../../server/config.js';
import { openStore } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';
import { createTestSchema, migratedTestSchema } from './postgres.js';

export interface TestDatabase {
  /** The location openStore takes: a file path or a postgres:// URL. */
  location: string;
  /** Opens one more store on this database; every store opened here is closed by drop(). */
  open(environment?: Environment): Promise<Store>;
  /** Runs SQL on this database, for the few assertions the Store contract has no method for. */
  count(table: string): Promise<number>;
  /** Runs one statement on this database: the state an older version could write and this one refuses to. */
  run(statement: string): Promise<void>;
  drop(): Promise<void>;
}

export type EngineName = 'sqlite' | 'postgres';

type Sql = Pick<TestDatabase, 'count' | 'run'>;

function tracked(location: string, { count, run }: Sql, remove: () => Promise<void>): TestDatabase {
  const stores: Store[] = [];
  return {
    location,
    async open(environment = 'sandbox') {
      const store = await openStore(location, environment);
      stores.push(store);
      return store;
    },
    count,
    run,
    async drop() {
      await Promise.all(stores.map((store) => store.close().catch(() => undefined)));
      await remove();
    },
  };
}

/**
 * A new, empty database of the engine; `migrated` when the test does not care whether the
 * store it opens is the one that creates the tables (PostgreSQL then takes a schema from the
 * file's pool, already migrated and empty, instead of migrating a new one).
 */
export async function createTestDatabase(engine: EngineName, { migrated = false } = {}): Promise<TestDatabase> {
  if (engine === 'postgres') {
    const schema = await (migrated ? migratedTestSchema : createTestSchema)('store');
    const count = async (table: string) => Number((await schema.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
    const run = async (statement: string) => void await schema.query(statement);
    return tracked(schema.url, { count, run }, () => schema.drop());
  }
  const folder = mkdtempSync(join(tmpdir(), 'folio-store-'));
  const path = join(folder, 'store.db');
  const connected = async <T>(readonly: boolean, work: (db: import('better-sqlite3').Database) => T): Promise<T> => {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path, { readonly });
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  const count = (table: string) => connected(true, (db) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
  const run = (statement: string) => connected(false, (db) => void db.prepare(statement).run());
  return tracked(path, { count, run }, async () => rmSync(folder, { recursive: true, force: true }));
}

export const engines: EngineName[] = ['sqlite', 'postgres'];
