// Builds a synthetic corpus once, or one contract as `folio build --contract FILE` does, for
// profiling the site build:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/bench/profile-site.ts 2000
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/bench/profile-site.ts path/to/openapi.json
// then `npx tsx scripts/bench/cpuprofile-summary.ts /tmp/prof/<file>.cpuprofile`.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { folioReferenceSources } from '../../reference/index.js';
import { buildSite } from '../../sitegen/index.js';
import { syntheticCorpus } from './site-corpus.js';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';

const ROOT = process.cwd();
const arg = process.argv[2] ?? '2000';
const contract = /^\d+$/.test(arg) ? undefined : path.resolve(arg);
const count = Number(arg);
const contentDir = contract ? undefined : await syntheticCorpus(ROOT, count);
const outDir = path.join(os.tmpdir(), `folio-profile-out-${process.pid}`);
const start = performance.now();
// Without the build's cache, so that the profile shows a whole build.
const summary = contract
  ? await buildSite({ root: ROOT, contracts: [contract], outDir, cacheDir: false })
  : await buildSite({ root: ROOT, contentDir, outDir, cacheDir: false, generated: folioReferenceSources(folioProgram(), folioSettings) });
console.log(`${summary.pages} pages and ${summary.files} files built in ${((performance.now() - start) / 1000).toFixed(2)} s wall`);
await rm(outDir, { recursive: true, force: true });
if (contentDir) await rm(contentDir, { recursive: true, force: true });
