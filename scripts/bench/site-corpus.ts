// The synthetic corpus of `npm run bench:site` and `scripts/bench/profile-site.ts`: `count`
// deterministic Markdown pages (sections, lists, links to other pages' anchors, code, notes,
// tables, tabs) plus the real spec.md and ai-rules.md, written into a temporary folder.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A deterministic pseudo-random generator (mulberry32), so every run builds the same corpus. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = 'invoice draft open paid void customer amount currency total tax line item cursor page limit key sandbox request response error status header body field value bound retry idempotent replay webhook ledger account token'.split(' ');

function page(index: number, count: number, next: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const sentence = (): string => {
    const words = Array.from({ length: 8 + Math.floor(next() * 14) }, () => pick(WORDS));
    words[2] = `**${words[2]}**`;
    words[5] = `\`${words[5]}\``;
    return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
  };
  const paragraph = (): string => Array.from({ length: 3 + Math.floor(next() * 4) }, sentence).join(' ');
  const link = (): string => {
    const target = Math.floor(next() * count);
    return `See [page ${target}](/docs/page-${target}#section-1) for more.`;
  };
  const parts = [`---\ntitle: Page ${index}\ndescription: Synthetic page ${index} of ${count}.\norder: ${index}\n---\n`, paragraph(), ''];
  const sections = 4 + Math.floor(next() * 5);
  for (let s = 1; s <= sections; s += 1) {
    parts.push(`## Section ${s}`, '', paragraph(), '', `- ${sentence()}\n- ${sentence()}\n- ${link()}`, '');
    if (s % 2 === 0) parts.push('```sh', `curl -H "Authorization: Bearer $KEY" https://api.example/v2/${pick(WORDS)}s?limit=${s}`, '```', '');
    if (s % 3 === 0) parts.push(':::note', paragraph(), ':::', '', '| Field | Meaning |', '|---|---|', `| ${pick(WORDS)} | ${sentence()} |`, '');
    if (s === 2) parts.push('::::tabs', ':::tab{title="curl"}', '```sh\ncurl https://api.example/v2\n```', ':::', ':::tab{title="TypeScript"}', '```ts\nawait client.GET("/invoices");\n```', ':::', '::::', '');
    if (s % 4 === 0) parts.push(`### Details ${s}`, '', paragraph(), '');
  }
  return parts.join('\n');
}

/** Writes a synthetic corpus of `count` pages into a fresh temporary folder and returns it. */
export async function syntheticCorpus(root: string, count: number): Promise<string> {
  const dir = path.join(os.tmpdir(), `folio-bench-${count}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const next = random(count);
  for (let i = 0; i < count; i += 1) await writeFile(path.join(dir, `page-${i}.md`), page(i, count, next));
  for (const name of ['spec.md', 'ai-rules.md']) await cp(path.join(root, 'content', name), path.join(dir, name));
  return dir;
}
