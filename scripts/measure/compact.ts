// Prints the o200k_base token counts of /api/invoicing.compact against /api/invoicing.json, as
// the build writes them (`npm run measure:compact [-- path/to/openapi.yaml]`).
import path from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { digestOf, writeCompact } from '../../sitegen/compact/index.js';
import { Problems } from '../../sitegen/content/index.js';
import { loadContract } from '../../sitegen/contracts/index.js';
import { jsonFile } from '../../sitegen/package/index.js';

const file = path.resolve(process.argv[2] ?? 'openapi/invoicing.yaml');
const problems = new Problems();
const contract = await loadContract(file, path.relative(process.cwd(), file), problems);
problems.throwIfAny();
const doc = contract!.doc;

const compact = writeCompact(digestOf(doc));
const json = jsonFile(doc).body;
const rows: Array<[string, string]> = [
  ['api/invoicing.compact', compact],
  ['api/invoicing.json (as served, 2-space indent)', json],
  ['the same JSON minified', JSON.stringify(doc)],
];
const served = countTokens(json);
console.log(`${path.relative(process.cwd(), file)}: ${Object.keys(doc.paths ?? {}).length} paths, ${digestOf(doc).ops.length} operations`);
for (const [name, text] of rows) {
  const tokens = countTokens(text);
  console.log(`${name.padEnd(46)} ${String(tokens).padStart(6)} tokens  ${String(Buffer.byteLength(text)).padStart(7)} bytes  ${((tokens / served) * 100).toFixed(1).padStart(5)}% of the served JSON`);
}
