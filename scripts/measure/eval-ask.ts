// Retrieval quality of `folio ask` (`npm run eval:ask`): ranks every question of
// tests/fixtures/ask/questions.json against the docs package and prints hit@1, hit@3, MRR,
// the size of the answers against the corpus, and each question whose answer was not first.
// Builds content/ into a temporary folder, or uses `-- --package DIR`. Asserts nothing.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { folioReferenceSources } from '../../reference/index.js';
import { buildSite } from '../../sitegen/index.js';
import { tokenCount } from '../../sitegen/package/index.js';
import { DEFAULT_BUDGET, DocsSearch, evaluate, formatMarkdown, openPackage } from '../../agents/ask/index.js';
import type { EvalQuestion } from '../../agents/ask/index.js';
import { median } from '../../agents/bench/timing.js';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';

const QUESTIONS = path.join(process.cwd(), 'tests/fixtures/ask/questions.json');

const { values } = parseArgs({ options: { package: { type: 'string' } } });
const temp = values.package === undefined ? await mkdtemp(path.join(os.tmpdir(), 'folio-eval-ask-')) : undefined;
try {
  const dir = values.package ?? path.join(temp!, 'dist');
  if (temp) await buildSite({ outDir: dir, benchmarks: false, coverage: false, generated: folioReferenceSources(folioProgram(), folioSettings) });
  const { questions } = JSON.parse(await readFile(QUESTIONS, 'utf8')) as { questions: EvalQuestion[] };
  const opened = await openPackage(dir);
  const docs = new DocsSearch(opened);
  const result = await evaluate(docs, questions);
  const corpus = tokenCount((await opened.read('llms-full.txt')) ?? '');

  // What `folio ask` prints with the default budget: its size, and whether it holds an answer.
  const sizes: number[] = [];
  let answered = 0;
  for (const { question, answers } of questions) {
    const answer = await docs.answer(question, DEFAULT_BUDGET);
    sizes.push(tokenCount(formatMarkdown(answer)));
    if (answer.results.some((r) => answers.includes(r.id))) answered++;
  }
  const medianAnswer = median(sizes);

  process.stdout.write(`${result.questions} questions: hit@1 ${result.hitAt1}, hit@3 ${result.hitAt3}, MRR ${result.mrr}\n`);
  process.stdout.write(`printed answers (budget ${DEFAULT_BUDGET}): ${answered} of ${questions.length} hold an answering section; median ${medianAnswer} tokens, ${((medianAnswer / corpus) * 100).toFixed(1)}% of the corpus (${corpus} tokens), largest ${Math.max(...sizes)}\n`);
  for (const miss of result.misses) {
    const where = miss.rank === 0 ? 'not found' : `rank ${miss.rank}`;
    process.stdout.write(`  ${where}: ${miss.question}  (above it: ${miss.ranked.join(', ') || '-'})\n`);
  }
} finally {
  if (temp) await rm(temp, { recursive: true, force: true });
}
