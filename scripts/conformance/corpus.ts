// `npm run check:einvoice-corpus`: the conformance corpus (R133, R134). It draws cases with fast-check
// from a seed, issues each through the API of a real sandbox (`folio serve` on a temporary SQLite
// file), downloads every e-invoice format of every invoice and credit note, and runs each
// through the official checks in order (stages.ts). Prints the seed first, so that a failure
// repeats with `--seed`; exits 1 on any failure, 0 otherwise, 2 on a bad flag or a missing tool.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { corpusCases, type Case } from './cases.js';
import { api } from './api.js';
import { issueCase, type IssuedDocument, type Refusal } from './issue.js';
import { report, type Failure } from './report.js';
import { startSandbox } from './sandbox.js';
import { sellers } from './sellers.js';
import { checkDocuments, loadValidators } from './stages.js';
import { conformanceDir } from './xml-schema.js';

const help = `usage: npm run check:einvoice-corpus -- [--seed N] [--count N] [--only I] [--peppol DIR]

  --seed N      the seed of the cases (default: a random one, printed first)
  --count N     run the first N cases of the seed (default: as many as make 300 e-invoices)
  --only I      run case I alone (with the seed it failed under)
  --peppol DIR  also run Peppol BIS Billing 3.0's rules (a checkout of OpenPEPPOL/peppol-bis-invoice-3)
                on peppol-bis documents
The official artefacts are read from FOLIO_CONFORMANCE_DIR or ../shared/einvoice-conformance.`;

/** With no --count: cases are issued until this many e-invoices are in hand. */
const minimumDocuments = 300;
/** Cases issued side by side: the server renders while the next case's calls wait. */
const concurrency = 4;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const { values: flags } = (() => {
  try {
    return parseArgs({ options: { seed: { type: 'string' }, count: { type: 'string' }, only: { type: 'string' }, peppol: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    return fail(`${(error as Error).message}\n${help}`);
  }
})();
if (flags.help) {
  process.stdout.write(`${help}\n`);
  process.exit(0);
}
const whole = (name: string, value: string | undefined, min: number) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) fail(`--${name} must be a whole number of at least ${min}, not ${JSON.stringify(value)}.`);
  return Number(value);
};
const seed = whole('seed', flags.seed, 0) ?? Math.floor(Math.random() * 2 ** 31);
const count = whole('count', flags.count, 1);
const only = whole('only', flags.only, 0);
process.stdout.write(`seed ${seed}\n`);
if (flags.peppol !== undefined && !existsSync(`${flags.peppol}/rules/sch/PEPPOL-EN16931-UBL.sch`)) fail(`--peppol ${flags.peppol}: no rules/sch/PEPPOL-EN16931-UBL.sch there.`);
if (!existsSync(conformanceDir())) fail(`No conformance artefacts at ${conformanceDir()} (set FOLIO_CONFORMANCE_DIR).`);
if (spawnSync('xmllint', ['--version']).error) fail('xmllint is missing: apt-get install -y libxml2-utils');

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const cases = corpusCases(seed, Math.max(count ?? 400, (only ?? 0) + 1));
const indexes = only !== undefined ? [only] : cases.map((_, index) => index).slice(0, count ?? cases.length);

const documents: Array<IssuedDocument & { caseIndex: number }> = [];
const refusals: Refusal[] = [];
const failures: Failure[] = [];
const run: number[] = [];
const sandbox = await startSandbox(sellers);
const stopAndExit = () => void sandbox.stop().finally(() => process.exit(130));
process.once('SIGINT', stopAndExit);
process.once('SIGTERM', stopAndExit);
process.stdout.write(`sandbox ${sandbox.url} with ${sellers.length} seller accounts, up in ${seconds(started)}\n`);
const issuing = performance.now();
try {
  let next = 0;
  const enough = () => count === undefined && only === undefined && documents.length >= minimumDocuments;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < indexes.length && !enough()) {
      const index = indexes[next++]!;
      run.push(index);
      const result = await issueCase(api(sandbox.url, sandbox.keys.get(cases[index]!.seller.name)!), cases[index]!);
      documents.push(...result.documents.map((document) => ({ ...document, caseIndex: index })));
      refusals.push(...result.refusals);
      if (result.apiFailure) failures.push({ stage: 'api', ...result.apiFailure, caseIndex: index });
    }
  }));
} finally {
  await sandbox.stop();
}
run.sort((a, b) => a - b);
const invoices = new Set(documents.filter((d) => d.kind === 'invoice').map((d) => `${d.caseIndex}/${d.number}`)).size;
const notes = new Set(documents.filter((d) => d.kind === 'credit_note').map((d) => `${d.caseIndex}/${d.number}`)).size;
process.stdout.write(`${run.length} cases (${only !== undefined ? `case ${only}` : `--seed ${seed} --count ${run.length} repeats them`}), issued in ${seconds(issuing)}: `
  + `${documents.length} e-invoices of ${invoices} invoices and ${notes} credit notes\n`);
// Documents in another currency than their seller's accounting currency (D52: BT-6, BT-111), by pair.
const converted = documents.filter((d) => d.taxCurrency !== null);
const pairs = [...new Set(converted.map((d) => `${d.currency}->${d.taxCurrency}`))].sort()
  .map((pair) => `${pair} ${converted.filter((d) => `${d.currency}->${d.taxCurrency}` === pair).length}`);
process.stdout.write(`${converted.length} of them state their VAT in the accounting currency (BT-6, BT-111), `
  + `${converted.filter((d) => d.kind === 'credit_note').length} of credit notes: ${pairs.join(', ') || 'none'}\n`);

const checking = performance.now();
const validators = await loadValidators(flags.peppol ? { peppolDir: flags.peppol } : {});
const findings = await checkDocuments(documents, validators);
documents.forEach((document, index) => {
  for (const finding of findings[index]!) {
    failures.push({ ...finding, caseIndex: document.caseIndex, document: { kind: document.kind, number: document.number, format: document.format } });
  }
});
process.stdout.write(`checked in ${seconds(checking)}; ${seconds(started)} in all\n`);

const stagesRun = ['api', 'xsd', 'cen', 'xrechnung', flags.peppol ? 'peppol' : 'peppol (not run: --peppol DIR)', 'pdfa'].join(', ');
const byCase = new Map<number, Case>(run.map((index) => [index, cases[index]!]));
const lines = report({
  seed,
  cases: [...byCase].map(([index, c]) => ({ index, case: c })),
  checked: documents.map((document, index) => ({ format: document.format, passed: findings[index]!.length === 0 })),
  refusals, failures, stagesRun,
});
const passed = findings.filter((list) => list.length === 0).length;
const failed = findings.length - passed + failures.filter((failure) => failure.stage === 'api').length;
process.stdout.write(`${lines.join('\n')}\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
