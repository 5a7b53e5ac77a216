// The build's cache of parsed contracts (sitegen/contracts/parse-cache.ts): a text parsed by a
// build that succeeded is read back by the next build instead of parsed, a changed text is parsed
// again, and nothing is kept that JSON would change or that a failed build parsed.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContractCache } from '../../sitegen/contracts/index.js';

let dir: string;
beforeEach(async () => { dir = await mkdtemp(path.join(os.tmpdir(), 'folio-parse-cache-')); });
afterEach(async () => rm(dir, { recursive: true, force: true }));

const TEXT = 'openapi: 3.1.0\ninfo: { title: Shop, version: 1.0.0 }\n';
const DOC = { openapi: '3.1.0', info: { title: 'Shop', version: '1.0.0' } };

/** A parser that counts its calls. */
function parser(doc: unknown): { parse: () => unknown; calls: () => number } {
  let calls = 0;
  return { parse: () => { calls += 1; return doc; }, calls: () => calls };
}

test('reads back what a build kept instead of parsing the same text again', () => {
  const first = parser(DOC);
  const cache = new ContractCache(dir);
  expect(cache.document(TEXT, first.parse)).toEqual(DOC);
  cache.keep();
  const second = parser({ other: true });
  expect(new ContractCache(dir).document(TEXT, second.parse)).toEqual(DOC);
  expect([first.calls(), second.calls()]).toEqual([1, 0]);
});

test('writes nothing until the build keeps what it parsed', async () => {
  new ContractCache(dir).document(TEXT, () => DOC);
  await expect(readdir(dir)).resolves.toEqual([]);
});

test('parses a changed text again', () => {
  const cache = new ContractCache(dir);
  cache.document(TEXT, () => DOC);
  cache.keep();
  const changed = parser({ ...DOC, info: { title: 'Shop', version: '2.0.0' } });
  expect(new ContractCache(dir).document(TEXT.replace('1.0.0', '2.0.0'), changed.parse)).toEqual({ ...DOC, info: { title: 'Shop', version: '2.0.0' } });
  expect(changed.calls()).toBe(1);
});

test('keeps neither a text with problems nor a document that JSON would change', () => {
  const cache = new ContractCache(dir);
  cache.document('openapi: [', () => undefined);
  cache.document(TEXT, () => ({ ...DOC, 'x-ratio': Number.NaN }));
  cache.keep();
  const again = parser(DOC);
  new ContractCache(dir).document('openapi: [', again.parse);
  new ContractCache(dir).document(TEXT, again.parse);
  expect(again.calls()).toBe(2);
});

test('parses every time without a cache folder', () => {
  const cache = new ContractCache(false);
  const counted = parser(DOC);
  cache.document(TEXT, counted.parse);
  cache.keep();
  new ContractCache(false).document(TEXT, counted.parse);
  expect(counted.calls()).toBe(2);
});
