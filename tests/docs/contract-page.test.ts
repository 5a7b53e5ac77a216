// "Changing the contract" shows what the change gate and `folio diff` print on this repository:
// its output blocks are compared with a run of the same gate (scripts/release/contract-check.ts
// prints these lines) on the working contracts, and on a copy of the invoicing contract with the
// page's breaking change, so that a count or a line that a run no longer gives fails here
// (issue 40: the page showed counts and one breaking line that runs no longer gave).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diffContracts, formatJson, formatLines, readContract, runGate, verdict, type GatedContract } from '../../lib/openapi-diff/index.js';
import { examplesOf } from '../../sitegen/content/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const blocks = examplesOf(readFileSync(join(root, 'content/changing-the-contract.md'), 'utf8'));
const block = (info: RegExp): string => blocks.find((b) => info.test(`${b.lang} ${b.role} ${b.reason ?? ''}`))!.code.trimEnd();
const contracts = (invoicing: string): GatedContract[] => [
  { name: 'invoicing', file: invoicing },
  { name: 'site', file: join(root, 'openapi/site.yaml') },
];

/** What `npm run contract:check` prints for `contracts`, line by line. */
function gateOutput(gated: GatedContract[]): string[] {
  const results = runGate(gated, join(root, 'openapi/releases'));
  const text = results.map((r) => `${formatLines(r.changes)}${r.name}: ${verdict(r)}\n`).join('')
    + (results.some((r) => r.blocked) ? 'Raise info.version to a new major version, or undo the breaking change (content/changing-the-contract.md).\n' : '');
  return text.trimEnd().split('\n');
}

let folder: string;
let changed: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'folio-contract-page-'));
  const source = readFileSync(join(root, 'openapi/invoicing.yaml'), 'utf8');
  // The page's change: `tax_id` no longer required in the Customer schema, and nothing else.
  const customer = /(\n {4}Customer:\n(?: {6}.*\n|\n)*? {6}required: \[[^\]]*?)tax_id, /;
  expect(customer.test(source)).toBe(true);
  changed = join(folder, 'invoicing.yaml');
  writeFileSync(changed, source.replace(customer, '$1'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('the last lines of the gate on this repository are the ones the page shows', () => {
  const printed = gateOutput(contracts(join(root, 'openapi/invoicing.yaml')));
  expect(printed.filter((line) => /^\w+: \d+ breaking/.test(line)).join('\n')).toBe(block(/^text illustrative the last lines of npm run contract:check/));
});

test("the gate's lines after the page's breaking change, its warning and info lines left out, are the ones the page shows", () => {
  const printed = gateOutput(contracts(changed));
  expect(printed.filter((line) => !/^(warning|info) /.test(line)).join('\n')).toBe(block(/^text illustrative output of npm run contract:check after a breaking change/));
});

test('folio diff --format json of that change with info.version 3.0.0 prints what the page shows', () => {
  const major = join(folder, 'invoicing-3.yaml');
  writeFileSync(major, readFileSync(changed, 'utf8').replace(/^( {2}version: )\S+$/m, '$13.0.0'));
  const diff = diffContracts(readContract(join(root, 'openapi/invoicing.yaml')), readContract(major));
  expect(formatJson(diff.changes).trimEnd()).toBe(block(/^json illustrative output of the folio diff command above with --format json/));
  expect(verdict(diff)).toBe('2 breaking, 0 warnings, 0 info from 2.1.0 to 3.0.0: 3.0.0 is a new major version.');
});
