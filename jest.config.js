// Jest runs the TypeScript sources as ESM through SWC; `npm run lint` does the type check.
//
// Two projects share one run, so that `npm test` keeps both cores busy (R126):
// - `sqlite`: every suite, the service on SQLite (the store suites run each engine themselves);
// - `postgres`: the service's HTTP suites that open a database, but those that say they check
//   what no engine decides (R193), a second time on PostgreSQL
//   (tests/helpers/on-postgres.ts sets FOLIO_TEST_ENGINE for each of its files), present only
//   when FOLIO_TEST_DATABASE_URL names a database, as under scripts/with-postgres.sh, so that
//   `npx jest tests/server/x.test.ts` on its own runs the file once, on SQLite.
// `npm run test:unit` and `npm run test:postgres-http` run one project each.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** What a test file calls or imports when it opens the service's database, on one engine or both. */
const DATABASE_DOORS = /startService|startChildServer|startSandbox|openStore|createTestDatabase|migratedTestSchema|helpers\/engines|fuzz-world|send-race|runFolio/;

/** A file that opens the database to check what no engine decides says so, with its reason (R193). */
const RUNS_ONCE = /^\/\/ Runs once, on SQLite \(R193\): \S/m;

/**
 * The files under tests/server that never open a database (documents, e-invoices, pure rules),
 * or check what the HTTP layer or the process decides alike over either engine (RUNS_ONCE): a
 * second run on PostgreSQL would repeat them exactly, so the postgres project leaves them out.
 */
function engineFreeServerTests() {
  const root = path.join(import.meta.dirname, 'tests/server');
  return readdirSync(root, { recursive: true })
    .filter((file) => {
      if (!file.endsWith('.test.ts')) return false;
      const text = readFileSync(path.join(root, file), 'utf8');
      return !DATABASE_DOORS.test(text) || RUNS_ONCE.test(text);
    })
    .map((file) => `/tests/server/${file.split(path.sep).join('/')}$`);
}

const typescript = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  extensionsToTreatAsEsm: ['.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/end-helper-workers.ts', '<rootDir>/tests/helpers/byte-equality.ts'],
  // Tests import the client's sources by its package name, as the rest of the repository does.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@folio/client$': '<rootDir>/client/index.ts' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
};

export default {
  coverageDirectory: 'coverage-report',
  // Jest's own report, then the ten slowest files of the run (scripts/test/slowest-files.js).
  reporters: ['default', '<rootDir>/scripts/test/slowest-files.js'],
  // One folder for the run, where what several files read is made once (folio's built site:
  // tests/helpers/shared-site.ts), removed at the end.
  globalSetup: '<rootDir>/scripts/test/global-setup.js',
  globalTeardown: '<rootDir>/scripts/test/global-teardown.js',
  // A safeguard, not a speed goal: a test that starts servers or renders PDFs may wait on a
  // busy two-core machine far longer than the default five seconds.
  testTimeout: 30_000,
  // Jest's default, one worker fewer than the cores, runs a two-core machine's tests in one
  // process; most suites also wait on sockets, PostgreSQL, a browser or a child process, which
  // leaves two workers' cores idle at times, so three is the least (R200).
  maxWorkers: Math.max(3, availableParallelism() - 1),
  // A worker ends its run holding about 2 GB, which the system takes about a second to give back
  // after the worker's last event: Jest's default wait of 500 ms then killed it and reported a
  // leak. A worker that something holds open is still killed, and reported, after three (R212).
  workerGracefulExitTimeout: 3_000,
  projects: [
    { ...typescript, displayName: 'sqlite', testMatch: ['**/*.test.ts'] },
    ...(process.env.FOLIO_TEST_DATABASE_URL ? [{
      ...typescript,
      displayName: 'postgres',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      // The fuzzers and the crash tests are about the HTTP layer and SQLite's files, not the engine;
      // the files that open no database run once.
      testPathIgnorePatterns: ['/fuzz/', 'crash-safety', ...engineFreeServerTests()],
      setupFiles: ['<rootDir>/tests/helpers/on-postgres.ts'],
    }] : []),
  ],
};
