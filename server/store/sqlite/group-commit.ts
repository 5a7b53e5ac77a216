// Group commit for better-sqlite3: the write transactions asked for in one turn of the event
// loop run one after another inside a single IMMEDIATE transaction, each in a savepoint of its
// own, and commit together. Each stays atomic and isolated: one that throws is rolled back to
// its savepoint alone, and the others still commit. What the group shares is the commit, and
// with it the WAL's pages and its sync to disk, which cost more than the writes themselves.
// No promise settles before the COMMIT returns, so nothing is answered that could still be
// lost; if the group cannot begin or commit (a busy database, a full disk), every write in it
// fails with that error and none of them is kept.
import type Database from 'better-sqlite3';

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A function that runs `work` as a write transaction and settles once it is committed (or failed, through `mapError`). */
export type GroupWrite = <T>(work: () => T) => Promise<T>;

export function groupCommit(database: Database.Database, mapError: (error: unknown) => unknown): GroupWrite {
  let pending: Pending[] = [];
  // Called inside the group's transaction, better-sqlite3 makes this a savepoint.
  const savepoint = database.transaction((work: () => unknown) => work());
  const group = database.transaction((batch: Pending[]): Outcome[] => batch.map((item) => {
    try {
      return { ok: true, value: savepoint(item.work) };
    } catch (error) {
      // SQLite ends the whole transaction on some errors (a full disk, an I/O error): the
      // group's earlier writes are gone with it, so the group fails as one.
      if (!database.inTransaction) throw error;
      return { ok: false, error };
    }
  }));

  function flush(): void {
    const batch = pending;
    pending = [];
    let outcomes: Outcome[];
    try {
      outcomes = group.immediate(batch);
    } catch (error) {
      for (const item of batch) item.reject(mapError(error));
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(mapError(outcome.error));
    });
  }

  return <T>(work: () => T) => new Promise<T>((resolve, reject) => {
    if (pending.push({ work, resolve: resolve as (value: unknown) => void, reject }) === 1) setImmediate(flush);
  });
}
