// Generates TypeScript types from each contract in openapi/, once: the invoicing types into
// client/generated/, which ship inside @folio/client (D17), with generated/invoicing.ts
// re-exporting them for the rest of the repository; the site's types into generated/.
// The invoicing contract also gets its JSON twin (generated/invoicing.contract.json, R177), which
// the server and folio mcp read instead of parsing the YAML when it was made from the same bytes.
// The EN 16931 code lists the request thread checks come out of @e-invoice-eu/core once, here
// (generated/einvoice-code-lists.ts, R207): the library takes about 0.75 s to load.
// `--check` regenerates in memory and fails when a committed file differs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import openapiTS, { astToString } from 'openapi-typescript';
import { parseContractText, twinText } from '../../lib/openapi/index.js';

const contracts = ['invoicing', 'site'];
/** Where each contract's types go, relative to the repository's root. */
const targets: Record<string, string> = { invoicing: 'client/generated/invoicing.ts', site: 'generated/site.ts' };
/** Files that only re-export a contract's types from where they were written. */
const reexports: Record<string, string> = { invoicing: 'generated/invoicing.ts' };
/** Contracts read at every start, which get a JSON twin. */
const twins = ['invoicing'];
const root = new URL('../../', import.meta.url);
const check = process.argv.includes('--check');

const header = (name: string) => [
  `// Generated from openapi/${name}.yaml by \`npm run generate\` (openapi-typescript).`,
  '// Do not edit: change the contract and run the command again.',
  '',
].join('\n');

async function render(name: string): Promise<string> {
  const ast = await openapiTS(new URL(`openapi/${name}.yaml`, root));
  return header(name) + astToString(ast);
}

/** A module that re-exports the types written to `target`, from `from`. */
function reexport(name: string, from: string, target: string): string {
  const depth = from.split('/').length - 1;
  const path = `${'../'.repeat(depth)}${target.replace(/\.ts$/, '.js')}`;
  return `${header(name)}// The types live inside @folio/client (${target}); this module is their name in the repository.\nexport type * from '${path}';\n`;
}

/** The code lists of the pinned @e-invoice-eu/core that the document rules read, as a module. */
function codeLists(): [string, string] {
  const require = createRequire(import.meta.url);
  const { version } = require('@e-invoice-eu/core/package.json') as { version: string };
  const { invoiceSchema } = require('@e-invoice-eu/core') as typeof import('@e-invoice-eu/core');
  const lists = (invoiceSchema.$defs as unknown as { codeLists: Record<string, { enum: string[] }> }).codeLists;
  const text = [
    `// Generated from @e-invoice-eu/core ${version}'s invoice schema by \`npm run generate\`.`,
    '// Do not edit: upgrade the library and run the command again.',
    '',
    '/** EAS, the electronic address schemes EN 16931 accepts (BR-CL-25). */',
    `export const easCodes: readonly string[] = ${JSON.stringify(lists.eas!.enum)};`,
    '',
  ].join('\n');
  return ['generated/einvoice-code-lists.ts', text];
}

/** Every file the contracts and the e-invoice library generate, with its content. */
async function files(): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  for (const name of contracts) {
    if (!existsSync(new URL(`openapi/${name}.yaml`, root))) continue;
    out.push([targets[name]!, await render(name)]);
    const from = reexports[name];
    if (from) out.push([from, reexport(name, from, targets[name]!)]);
    if (twins.includes(name)) {
      const text = await readFile(new URL(`openapi/${name}.yaml`, root), 'utf8');
      out.push([`generated/${name}.contract.json`, twinText(`openapi/${name}.yaml`, text, parseContractText(text))]);
    }
  }
  out.push(codeLists());
  return out;
}

let stale = 0;
for (const [path, fresh] of await files()) {
  const target = new URL(path, root);
  if (check) {
    const current = existsSync(target) ? await readFile(target, 'utf8') : '';
    if (current !== fresh) {
      stale += 1;
      console.error(`${path} is stale: run \`npm run generate\` and commit the result.`);
    }
  } else {
    await mkdir(new URL('.', target), { recursive: true });
    await writeFile(target, fresh);
    console.log(`wrote ${path}`);
  }
}
if (stale > 0) process.exit(1);
