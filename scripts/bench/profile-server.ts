// Where one server process spends its CPU: runs the compiled `folio serve` under
// `node --cpu-prof` on PostgreSQL (a throwaway schema in FOLIO_BENCH_DATABASE_URL or
// FOLIO_TEST_DATABASE_URL) or on a SQLite file (--sqlite), loads it with GET /invoices/{id}
// and with POST /invoices + Idempotency-Key, and prints the profile grouped by package.
// `--only=get` or `--only=post` profiles one of the two loads alone.
//   npm run compile && npx tsx scripts/bench/profile-server.ts [--sqlite] [--duration=8] [--only=get|post]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabaseUrl, seed } from './postgres.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const seconds = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 8);
const dir = mkdtempSync(join(tmpdir(), 'folio-profile-'));
const base = benchDatabaseUrl();
const sqlite = process.argv.includes('--sqlite');
const only = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
if (!sqlite && !base) throw new Error('Set FOLIO_BENCH_DATABASE_URL (or run through scripts/with-postgres.sh), or pass --sqlite.');

const schema = `folio_profile_${process.pid}`;
let database = join(dir, 'profile.db');
if (!sqlite) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  database = url.toString();
}
try {
  const seeded = await seed(database);
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'build/cli/folio.js', 'serve', '--db', database, '--port', '0', '--rate-limit', '0'], {
    cwd: root, env: { ...process.env, NODE_ENV: 'production', FOLIO_SECRET: 'profile-secret-of-at-least-32-bytes' }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(output)));
  });
  const headers = { Authorization: `Bearer ${seeded.key}`, 'Content-Type': 'application/json' };
  const body = JSON.stringify({ customer_id: seeded.customerId, lines: [{ description: 'Consulting', quantity: 2, unit_price: { amount: 1500, currency: 'EUR' }, tax_rate: 19 }] });
  for (const [name, options] of [
    ['GET /invoices/{id}', { url: `${url}/invoices/${seeded.invoiceId}`, headers }],
    ['POST /invoices + Idempotency-Key', { url: `${url}/invoices`, method: 'POST' as const, headers: { ...headers, 'Idempotency-Key': 'p-[<id>]' }, body, idReplacement: true }],
  ] as const) {
    if (only !== undefined && !name.toLowerCase().startsWith(only)) continue;
    const result = await autocannon({ connections: 10, duration: seconds, ...options });
    console.log(`${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ${result.non2xx} non-2xx`);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
  const profile = readdirSync(dir).find((file) => file.endsWith('.cpuprofile'))!;
  console.log(`\n${sqlite ? 'SQLite' : 'PostgreSQL'}: ${execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench/cpuprofile-summary.ts'), join(dir, profile), '18'], { encoding: 'utf8' })}`);
} finally {
  if (!sqlite) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
