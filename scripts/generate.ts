// Generates TypeScript types from each contract in openapi/ into generated/, and the
// invoicing types again into client/generated/, which ship inside @folio/client (D17).
// `--check` regenerates in memory and fails when a committed file differs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const contracts = ['invoicing', 'site'];
/** Where each contract's types go, relative to the repository's root. */
const targets: Record<string, string[]> = {
  invoicing: ['generated/invoicing.ts', 'client/generated/invoicing.ts'],
  site: ['generated/site.ts'],
};
const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');

async function render(name: string): Promise<string> {
  const source = new URL(`openapi/${name}.yaml`, root);
  const ast = await openapiTS(source);
  const header = [
    `// Generated from openapi/${name}.yaml by \`npm run generate\` (openapi-typescript).`,
    '// Do not edit: change the contract and run the command again.',
    '',
  ].join('\n');
  return header + astToString(ast);
}

let stale = 0;
for (const name of contracts) {
  if (!existsSync(new URL(`openapi/${name}.yaml`, root))) continue;
  const fresh = await render(name);
  for (const path of targets[name]!) {
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
}
if (stale > 0) process.exit(1);
