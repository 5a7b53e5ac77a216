// @folio/client as a consumer installs it: `npm pack` in client/, the tarball installed into
// an empty project made by `npm init -y` (no network), a strict TypeScript consumer checked
// against what got installed, and consumer scripts loading it with `import` and `require`
// that call a real `folio serve`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  clientCodeBudgetBytes, clientCodeBytes, packAndInstall, runConsumerScript, typeCheckConsumer, type InstalledClient, type Resolution,
} from '../../scripts/release/packed-client.js';
import { startSandbox, type Sandbox } from './helpers/sandbox.js';

let installed: InstalledClient;
let sandbox: Sandbox;

beforeAll(async () => {
  installed = await packAndInstall();
  sandbox = await startSandbox(installed.workdir);
}, 180_000);

afterAll(async () => {
  await sandbox?.stop();
  installed?.remove();
});

test('the tarball holds only the built package: dist/, the README and package.json', () => {
  expect(installed.packed.files.filter((file) => !/^(dist\/.+\.(js|d\.ts|d\.cts)|dist\/cjs\/package\.json|README\.md|package\.json)$/.test(file))).toEqual([]);
  expect(installed.packed.files).toEqual(expect.arrayContaining([
    'dist/index.js', 'dist/cjs/index.js', 'dist/cjs/package.json', 'dist/index.d.ts', 'dist/index.d.cts', 'dist/generated/invoicing.d.ts',
  ]));
});

test('the install adds three packages: @folio/client, openapi-fetch and openapi-typescript-helpers', () => {
  expect(installed.installation.packages.map((p) => p.name).sort()).toEqual(['@folio/client', 'openapi-fetch', 'openapi-typescript-helpers']);
});

test("@folio/client's own code, the contract's generated types aside, stays within its budget once installed", () => {
  expect(clientCodeBytes(installed.installation)).toBeLessThan(clientCodeBudgetBytes);
});

test.each<Resolution>(['nodenext-import', 'nodenext-require', 'bundler'])(
  'a strict consumer type-checks (%s) without @types/node, and a wrong path, an unknown body field, a wrong environment and a webhook event narrowed wrongly are compile errors',
  (resolution) => {
    expect(typeCheckConsumer(installed.installation.project, resolution)).toBe('');
  },
  60_000,
);

test("the README's TypeScript examples, as one module, type-check against the installed package", () => {
  const readme = readFileSync(join(installed.installation.project, 'node_modules', '@folio', 'client', 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
  expect(blocks.length).toBeGreaterThanOrEqual(5);
  expect(typeCheckConsumer(installed.installation.project, 'nodenext-import', `${blocks.join('\n')}\nexport {};\n`)).toBe('');
}, 60_000);

test('the published declarations never mention Node', () => {
  const dist = join(installed.installation.project, 'node_modules', '@folio', 'client', 'dist');
  const declarations = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.d\.c?ts$/.test(file));
  expect(declarations.length).toBeGreaterThan(2);
  const mentions = declarations.flatMap((file) => {
    const text = readFileSync(join(dist, file), 'utf8');
    return [...text.matchAll(/\bNodeJS\b|\bBuffer\b|\bprocess\b|['"]node:|types="node"/g)].map((match) => `${file}: ${match[0]}`);
  });
  expect(mentions).toEqual([]);
});

test.each(['import', 'require'] as const)(
  'a consumer that loads the package with %s creates an invoice, sends it, and gets a 409 conflict sending it again, from a real folio serve',
  async (way) => {
    const outcome = await runConsumerScript(installed.installation.project, way, sandbox.baseUrl, sandbox.key);
    expect(outcome).toEqual({ created: [201, 'draft'], sent: [202, 'open'], sentAgain: [409, 'conflict'] });
  },
  60_000,
);
