// "Document your own API" in content/running-your-own-site.md runs as written (R1): its contract
// saved as the page says, its shell block run in bash as `npx folio` finds an installed folio, in a folder with
// nothing of folio's; what the page says the build prints and the sample holds is what they do.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { examplesOf } from '../../sitegen/content/index.js';
import { installFolioBin } from '../helpers/run-folio.js';
import { runProcess } from '../helpers/run-process.js';
import { readTree } from '../sitegen/helpers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const page = readFileSync(join(root, 'content/running-your-own-site.md'), 'utf8');
const blocks = examplesOf(page).filter((e) => e.reason?.includes('tests/docs/own-api.test.ts'));
const contract = blocks.find((b) => b.lang === 'yaml');
const commands = blocks.find((b) => b.lang === 'sh');

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'folio-own-api-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('the page has the contract and the commands that build it', () => {
  expect(contract?.code).toMatch(/^openapi: 3\.0\.3\n/);
  expect(commands?.code).toMatch(/^npx folio build --contract pets\.yaml /);
  expect(page).toContain('Save this contract as `pets.yaml`:');
});

test('the commands build the contract into a site of the Pet Shelter API alone, whose sample is as the page says', async () => {
  writeFileSync(join(folder, 'pets.yaml'), contract!.code);
  installFolioBin(folder);
  const run = await runProcess('bash', ['-eo', 'pipefail', '-c', commands!.code], {
    cwd: folder, env: { ...process.env, NODE_OPTIONS: '' }, timeout: 120_000,
  });
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  expect(run.stdout).toMatch(/^Built \d+ files \(0 pages\) into site\/\n/);
  expect(run.stdout).toContain('https://api.shelter.example/v1/pets');
  expect(run.stdout).toContain('-H "X-Shelter-Key: $API_KEY"');
  const traces = [...(await readTree(join(folder, 'site')))].filter(([file, body]) => !/\.(?:br|gz)$/.test(file) && /folio|invoicing/i.test(body.toString('utf8')));
  expect(traces.map(([file]) => file)).toEqual([]);
}, 180_000);
