// Lighthouse 12 (`npm run lighthouse`) against Debian's Chromium, mobile and desktop, on the
// landing page, a manual page and an operation page of content/ built into a temporary folder
// and served by `folio preview` (so compressed as a host serves it). Prints the table of the four
// scores with the Total Blocking Time, the load average before and after, and under it every
// audit that cost a point. Asserts nothing. Pass paths to change the pages: `-- /docs/errors/`.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';
import { folioReferenceSources, folioSamples } from '../../reference/index.js';
import { buildSite } from '../../sitegen/index.js';
import { listenPreview } from '../../sitegen/preview.js';
import { CHROMIUM_ARGS } from './served-site.js';

const PAGES = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = PAGES.length > 0 ? PAGES : ['/', '/docs/getting-started/', '/reference/invoicing/createInvoice/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE = path.join(process.cwd(), 'node_modules/.bin/lighthouse');

interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string; numericValue?: number }>;
}

async function run(url: string, desktop: boolean): Promise<Report> {
  const flags = [`--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`, `--only-categories=${CATEGORIES.join(',')}`, '--output=json', '--output-path=stdout', '--quiet', ...(desktop ? ['--preset=desktop'] : [])];
  const { stdout } = await promisify(execFile)(LIGHTHOUSE, [url, ...flags], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Report;
}

const temp = await mkdtemp(path.join(os.tmpdir(), 'folio-lighthouse-'));
const dist = path.join(temp, 'dist');
await buildSite({ outDir: dist, generated: folioReferenceSources(folioProgram(), folioSettings), samples: folioSamples, benchmarks: false, coverage: false });
const { server, url } = await listenPreview({ dir: dist, port: 0, host: '127.0.0.1' });
try {
  const load = (): string => os.loadavg().map((l) => l.toFixed(2)).join(', ');
  const before = load();
  const rows: string[] = [`| page | form | ${CATEGORIES.join(' | ')} | TBT |`, `|---|---|${CATEGORIES.map(() => '---|').join('')}---|`];
  const lost: string[] = [];
  for (const at of paths) {
    for (const desktop of [false, true]) {
      const report = await run(`${url}${at}`, desktop);
      const form = desktop ? 'desktop' : 'mobile';
      const blocking = `${Math.round(report.audits['total-blocking-time']?.numericValue ?? 0)} ms`;
      rows.push(`| ${at} | ${form} | ${CATEGORIES.map((c) => String(Math.round((report.categories[c]?.score ?? 0) * 100))).join(' | ')} | ${blocking} |`);
      for (const c of CATEGORIES) {
        for (const ref of report.categories[c]?.auditRefs ?? []) {
          const audit = report.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) lost.push(`  ${at} ${form} ${c}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
    }
  }
  process.stdout.write(`Lighthouse 12.2.3, Debian's Chromium, served by folio preview, ${os.cpus().length} cores, load average ${before} before and ${load()} after:\n\n${rows.join('\n')}\n${lost.length > 0 ? `\nAudits that cost points:\n${lost.join('\n')}\n` : ''}`);
} finally {
  await new Promise((resolve) => server.close(resolve));
  await rm(temp, { recursive: true, force: true });
}
