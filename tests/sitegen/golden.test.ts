// Golden files of the compact writer and the search-record splitter: each input under
// tests/sitegen/golden/ must produce its committed output byte for byte.
// After an intended change, run `npm run golden:update` and review the diff.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GOLDEN_DIR, goldenCases } from './golden-cases.js';

const cases = await goldenCases();

test.each(cases.map((c) => [c.expected, c] as const))('produces golden/%s from its input', async (_, golden) => {
  const expected = await readFile(path.join(GOLDEN_DIR, golden.expected), 'utf8');
  expect(await golden.actual()).toBe(expected);
});
