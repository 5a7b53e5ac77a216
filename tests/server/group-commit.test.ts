// Group commit (group-commit.ts): writes of one turn share a commit, each stays atomic on its
// own, and no promise settles before its commit is on disk for another connection to read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { groupCommit, type GroupWrite } from '../../server/store/sqlite/group-commit.js';

let dir: string;
let db: Database.Database;
let other: Database.Database;
let write: GroupWrite;
const mapped = (error: unknown) => new Error(`mapped: ${(error as Error).message}`);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folio-group-commit-'));
  db = new Database(join(dir, 'g.db'));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  other = new Database(join(dir, 'g.db'));
  write = groupCommit(db, mapped);
});

afterEach(() => {
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (id: number, v = 'x') => () => db.prepare('INSERT INTO t (id, v) VALUES (?, ?)').run(id, v).changes;
const seen = () => (other.prepare('SELECT id FROM t ORDER BY id').all() as { id: number }[]).map((r) => r.id);

test('writes asked for in one turn commit together: the first is not visible to another connection until the last has run', async () => {
  const visibleDuringSecond: number[][] = [];
  const results = await Promise.all([
    write(insert(1)),
    write(() => { visibleDuringSecond.push(seen()); return insert(2)(); }),
  ]);
  expect(results).toEqual([1, 1]);
  expect(visibleDuringSecond).toEqual([[]]);
  expect(seen()).toEqual([1, 2]);
});

test('a promise settles only once its write is committed: another connection already reads it', async () => {
  const readAtResolve = await write(insert(7)).then(() => seen());
  expect(readAtResolve).toEqual([7]);
});

test('a write that throws is rolled back alone, with the mapped error, and the rest of its group commits', async () => {
  const outcomes = await Promise.allSettled([
    write(insert(1)),
    write(() => { insert(2)(); insert(1)(); }),
    write(() => { insert(3)(); throw new Error('a bug in the work'); }),
    write(insert(4)),
  ]);
  expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
  expect((outcomes[1] as PromiseRejectedResult).reason.message).toMatch(/^mapped: UNIQUE constraint failed/);
  expect((outcomes[2] as PromiseRejectedResult).reason.message).toBe('mapped: a bug in the work');
  expect(seen()).toEqual([1, 4]);
});

test('when the group cannot begin (another connection holds the write lock), every write in it fails and none is kept', async () => {
  db.pragma('busy_timeout = 0');
  other.exec('BEGIN IMMEDIATE');
  const outcomes = await Promise.allSettled([write(insert(1)), write(insert(2))]);
  other.exec('ROLLBACK');
  expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
  expect((outcomes[0] as PromiseRejectedResult).reason.message).toBe('mapped: database is locked');
  expect(seen()).toEqual([]);
  expect(await write(insert(3))).toBe(1);
  expect(seen()).toEqual([3]);
});

test('when SQLite ends the whole transaction (a full disk), every write of the group fails with that error and none is kept', async () => {
  db.pragma(`max_page_count = ${(db.pragma('page_count', { simple: true }) as number) + 2}`);
  const outcomes = await Promise.allSettled([write(insert(1)), write(insert(2, 'x'.repeat(100_000))), write(insert(3))]);
  expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
  expect((outcomes[0] as PromiseRejectedResult).reason.message).toBe('mapped: database or disk is full');
  expect(seen()).toEqual([]);
});

test('a write asked for from inside a settled one goes into the next group and commits too', async () => {
  const chained = await write(insert(1)).then(() => write(insert(2)));
  expect(chained).toBe(1);
  expect(seen()).toEqual([1, 2]);
});
