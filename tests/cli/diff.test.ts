// `folio diff OLD NEW` from the command line: one line per change on stdout and the verdict on
// stderr, JSON with --format json, exit 1 for a breaking change without a new major version,
// 0 with one, and 2 with one line for an input it cannot read (a file, or git:REF:PATH).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { readOwnContract } from '../../lib/openapi/index.js';
import { runFolio } from '../helpers/run-folio.js';

const contract = readOwnContract(fileURLToPath(new URL('../../openapi/invoicing.yaml', import.meta.url)));
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-diff-'));
  const changed = structuredClone(contract) as typeof contract & { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
  delete changed.components.schemas.Customer!.properties.name;
  await writeFile(path.join(dir, 'changed.yaml'), stringify(changed));
  await writeFile(path.join(dir, 'major.yaml'), stringify({ ...changed, info: { ...changed.info, version: '3.0.0' } }));
  const external = structuredClone(contract) as typeof changed;
  external.components.schemas.Customer!.properties.name = { $ref: 'common.yaml#/Name' };
  await writeFile(path.join(dir, 'external.yaml'), stringify(external));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test('prints each change on one line and exits 1 when a breaking change keeps the major version', async () => {
  const run = await runFolio(['diff', 'git:HEAD:openapi/invoicing.yaml', path.join(dir, 'changed.yaml')]);
  expect(run.stdout).toBe([
    'breaking  response-property-removed  /components/schemas/Customer/properties/name  `name` in the Customer schema was removed from responses.',
    'breaking  webhook-property-removed   /components/schemas/Customer/properties/name  `name` in the Customer schema was removed from webhook payloads.',
    '',
  ].join('\n'));
  expect(run.stderr).toBe('2 breaking, 0 warnings, 0 info from 2.1.0 to 2.1.0: a breaking change needs a higher major version than 2.1.0, and 2.1.0 is not one.\n');
  expect(run.status).toBe(1);
}, 30_000);

test('prints the same change as JSON and exits 0 when the new contract is a new major version', async () => {
  const run = await runFolio(['diff', 'openapi/invoicing.yaml', path.join(dir, 'major.yaml'), '--format', 'json']);
  expect(JSON.parse(run.stdout)).toEqual([{
    level: 'breaking', rule: 'response-property-removed', pointer: '/components/schemas/Customer/properties/name',
    message: '`name` in the Customer schema was removed from responses.',
  }, {
    level: 'breaking', rule: 'webhook-property-removed', pointer: '/components/schemas/Customer/properties/name',
    message: '`name` in the Customer schema was removed from webhook payloads.',
  }]);
  expect(run.status).toBe(0);
}, 30_000);

test.each([
  ['a missing file', ['openapi/nothing.yaml', 'openapi/invoicing.yaml'], 'folio diff: cannot read openapi/nothing.yaml: no such file\n'],
  ['a ref git does not know', ['git:no-such-ref:openapi/invoicing.yaml', 'openapi/invoicing.yaml'], "folio diff: cannot read git:no-such-ref:openapi/invoicing.yaml: invalid object name 'no-such-ref'.\n"],
  ['a file that is no contract', ['openapi/invoicing.yaml', 'package.json'], 'folio diff: cannot read package.json: it is not an OpenAPI document (it needs openapi and info.version)\n'],
  ['a reference to another file', ['openapi/invoicing.yaml', 'EXTERNAL'], 'folio diff: cannot compare the contracts: cannot resolve $ref common.yaml#/Name: only local references are supported\n'],
])('answers %s with one line and exit 2', async (_, args, stderr) => {
  const run = await runFolio(['diff', ...args.map((arg) => (arg === 'EXTERNAL' ? path.join(dir, 'external.yaml') : arg))]);
  expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 2, stdout: '', stderr });
}, 30_000);
