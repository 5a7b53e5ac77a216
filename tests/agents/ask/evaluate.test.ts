// Retrieval quality on the real manual: the questions of tests/fixtures/ask/questions.json
// must keep finding their answers (`npm run eval:ask` prints the same numbers). The floors sit
// a little under what the ranking achieves, so that a regression fails and a tweak does not.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tokenCount } from '../../../sitegen/package/index.js';
import type { EvalQuestion, PackageManifest } from '../../../agents/ask/index.js';
import { addedTokens, DocsSearch, evaluate, openPackage, sectionHeading } from '../../../agents/ask/index.js';
import { sharedSite } from '../../helpers/shared-site.js';
import { ROOT } from './helpers.js';

let docs: DocsSearch;
let manifest: PackageManifest;
let questions: EvalQuestion[];

beforeAll(async () => {
  const opened = await openPackage(await sharedSite());
  docs = new DocsSearch(opened);
  manifest = opened.manifest;
  ({ questions } = JSON.parse(await readFile(path.join(ROOT, 'tests/fixtures/ask/questions.json'), 'utf8')) as { questions: EvalQuestion[] });
}, 300_000);

test('has at least 30 questions, each answered by chunks of the manual', () => {
  const ids = new Set(manifest.pages.flatMap((p) => p.chunks.map((c) => c.id)));
  expect(questions.length).toBeGreaterThanOrEqual(30);
  for (const { question, answers } of questions) expect({ question, missing: answers.filter((id) => !ids.has(id)) }).toEqual({ question, missing: [] });
});

test('finds an answer among the first three sections for at least 85% of the questions', async () => {
  const result = await evaluate(docs, questions);
  expect(result.hitAt3).toBeGreaterThanOrEqual(0.85);
  expect(result.mrr).toBeGreaterThanOrEqual(0.75);
  expect(result.hitAt1).toBeGreaterThanOrEqual(0.6);
});

test('counts no fewer tokens for the heading lines it adds than o200k_base does', () => {
  for (const page of manifest.pages) {
    for (const chunk of page.chunks) {
      const line = sectionHeading(chunk.id, `${manifest.baseUrl}/${page.path}${chunk.anchor ? `#${chunk.anchor}` : ''}`);
      expect({ line, enough: addedTokens(line) >= tokenCount(`${line}\n\n`) }).toEqual({ line, enough: true });
    }
  }
});
