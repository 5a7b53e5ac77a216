// Retrieval quality of the site's browser search (`npm run eval:site-search`): builds content/
// into a temporary folder, serves it, and types every question of
// tests/fixtures/ask/questions.json into the search field of the landing page in Chromium,
// reading the result links in the order shown (at most SEARCH_RESULTS). Prints hit@1, hit@3
// and MRR as `npm run eval:ask` does for `folio ask`, and each question whose answer was not
// first. Asserts nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveBuiltSite } from './served-site.js';

const QUESTIONS = path.join(process.cwd(), 'tests/fixtures/ask/questions.json');

const { url, browser, close } = await serveBuiltSite({ benchmarks: false, coverage: false });
try {
  const { questions } = JSON.parse(await readFile(QUESTIONS, 'utf8')) as { questions: Array<{ question: string; answers: string[] }> };
  const page = await browser.newPage();
  await page.goto(`${url}/`);
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { question, answers } of questions) {
    await page.fill('#search-input', '');
    await page.fill('#search-input', question);
    await page.waitForFunction((q) => (document.getElementById('search-input') as HTMLInputElement).value === q && !document.getElementById('search-results')!.hidden, question);
    const ranked = await page.$$eval('#search-results [role=option] a', (links) => links.map((a) => {
      const target = new URL((a as HTMLAnchorElement).href);
      const slug = target.pathname.split('/').filter(Boolean).pop()!;
      return target.hash ? `${slug}#${decodeURIComponent(target.hash.slice(1))}` : slug;
    }));
    const rank = ranked.findIndex((id) => answers.includes(id)) + 1;
    if (rank === 1) hit1++;
    if (rank >= 1 && rank <= 3) hit3++;
    if (rank >= 1) reciprocal += 1 / rank;
    if (rank !== 1) misses.push(`  ${rank === 0 ? 'not shown' : `rank ${rank}`}: ${question}  (above it: ${ranked.slice(0, rank === 0 ? 3 : rank - 1).join(', ') || '-'})`);
  }
  const share = (n: number): string => (Math.round((n / questions.length) * 1000) / 1000).toString();
  process.stdout.write(`${questions.length} questions through the browser search: hit@1 ${share(hit1)}, hit@3 ${share(hit3)}, MRR ${share(reciprocal)}\n${misses.join('\n')}\n`);
} finally {
  await close();
}
