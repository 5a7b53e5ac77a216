// The tool list `npm run compile` saves beside the `folio mcp` bundle (R191): the built server
// answers tools/list from it exactly as it would answer from the contract, and a list saved
// from other YAML is never used, whether it differs in size or only in its bytes.
import { copyFile, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readSavedToolList, SAVED_TOOLS_FILE } from '../../../agents/mcp/index.js';
import { ROOT, startMcp, tempDir } from './helpers.js';

const SAVED = path.join(ROOT, 'build/cli', SAVED_TOOLS_FILE);
const YAML = path.join(ROOT, 'openapi/invoicing.yaml');

async function toolsOf(args: string[]) {
  const mcp = await startMcp(args, { FOLIO_API_KEY: 'sk_test_saved_tools' });
  try {
    return (await mcp.client.listTools()).tools;
  } finally {
    await mcp.close();
  }
}

test('the built folio mcp lists the same tools from its saved list as from the contract read at start', async () => {
  expect(readSavedToolList(SAVED, YAML)?.length).toBeGreaterThan(30);
  const [saved, read] = await Promise.all([toolsOf([]), toolsOf(['--contract', YAML])]);
  expect(saved).toEqual(read);
}, 60_000);

test('a list saved from other bytes of the contract is not used; a file of the same size and time is taken as the same', async () => {
  const dir = await tempDir();
  const edited = path.join(dir, 'invoicing.yaml');
  const text = await readFile(YAML, 'utf8');
  await copyFile(YAML, edited);
  expect(readSavedToolList(SAVED, edited)).toBeDefined();
  await writeFile(edited, `${text}\n# edited\n`);
  expect(readSavedToolList(SAVED, edited)).toBeUndefined();
  const sameSize = text.replace('invoice', 'INVOICE');
  expect(sameSize).not.toBe(text);
  await writeFile(edited, sameSize);
  expect(readSavedToolList(SAVED, edited)).toBeUndefined();
  // A list saved with this file's size and modification time is trusted without reading its bytes (R192).
  const { size, mtimeMs } = await stat(edited);
  const trusting = path.join(dir, SAVED_TOOLS_FILE);
  await writeFile(trusting, JSON.stringify({ ...JSON.parse(await readFile(SAVED, 'utf8')), size, mtimeMs }));
  expect(readSavedToolList(trusting, edited)).toBeDefined();
  await writeFile(trusting, JSON.stringify({ ...JSON.parse(await readFile(SAVED, 'utf8')), size, mtimeMs: mtimeMs - 1 }));
  expect(readSavedToolList(trusting, edited)).toBeUndefined();
  expect(readSavedToolList(path.join(dir, 'missing.json'), YAML)).toBeUndefined();
});
