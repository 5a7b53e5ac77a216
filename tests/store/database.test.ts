// Opening a database, on every engine: migrations applied at start (also by several
// processes at once), one environment per database (D1), and a database that answers.
import { openStore } from '../../server/store/open.js';
import { migrations } from '../../server/store/migrations.js';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/engines.js';

describe.each(engines)('%s store: the database', (engine) => {
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await db?.drop();
    db = undefined;
  });

  test('a database made for the sandbox refuses to serve production, and serves the sandbox again', async () => {
    db = await createTestDatabase(engine);
    const sandbox = await db.open('sandbox');
    await sandbox.ensureAccount('acme', '2026-11-21T10:00:00.000Z');
    await sandbox.close();
    await expect(openStore(db.location, 'production')).rejects.toThrow('This database belongs to the sandbox environment and cannot serve production.');
    const again = await db.open('sandbox');
    expect(again.environment).toBe('sandbox');
    expect((await again.ensureAccount('acme', '2026-11-22T10:00:00.000Z')).createdAt).toBe('2026-11-21T10:00:00.000Z');
  });

  test('stores opening a new database at once migrate it once, and all of them work', async () => {
    db = await createTestDatabase(engine);
    const stores = await Promise.all([db.open(), db.open(), db.open(), db.open()]);
    const accounts = await Promise.all(stores.map((store, i) => store.ensureAccount('shared', `2026-11-21T10:00:0${i}.000Z`)));
    expect(new Set(accounts.map((a) => a.id)).size).toBe(1);
    await Promise.all(stores.map((store) => store.ping()));
    expect(await db.count('accounts')).toBe(1);
  });

  test('the schema records every migration step once', async () => {
    db = await createTestDatabase(engine);
    await db.open();
    await db.open();
    if (engine === 'postgres') {
      expect(await db.count('schema_migrations')).toBe(migrations.length);
    } else {
      const { default: Database } = await import('better-sqlite3');
      const file = new Database(db.location, { readonly: true });
      expect(file.pragma('user_version', { simple: true })).toBe(migrations.length);
      file.close();
    }
  });

  test('versions run from 1 without gaps, and every step has the text of both engines', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    for (const step of migrations) {
      expect(step.sqlite.trim()).not.toBe('');
      expect(step.postgres.trim()).not.toBe('');
    }
  });
});
