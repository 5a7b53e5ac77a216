// Generates TypeScript types from each contract in openapi/ into generated/.
// `--check` regenerates in memory and fails when a committed file differs.
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const contracts = ['invoicing', 'site'];
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
  const target = new URL(`generated/${name}.ts`, root);
  const fresh = await render(name);
  if (check) {
    const current = existsSync(target) ? await readFile(target, 'utf8') : '';
    if (current !== fresh) {
      stale += 1;
      console.error(`generated/${name}.ts is stale: run \`npm run generate\` and commit the result.`);
    }
  } else {
    await writeFile(target, fresh);
    console.log(`wrote generated/${name}.ts`);
  }
}
if (stale > 0) process.exit(1);
