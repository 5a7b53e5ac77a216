// Rewrites the expected outputs of the site generator's golden tests from their inputs
// (`npm run golden:update`). Run it on purpose, then read the diff before committing.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GOLDEN_DIR, goldenCases } from '../../tests/sitegen/golden-cases.js';

for (const golden of await goldenCases()) {
  const file = path.join(GOLDEN_DIR, golden.expected);
  await writeFile(file, await golden.actual());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
