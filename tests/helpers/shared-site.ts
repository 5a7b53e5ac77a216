// folio's own site (the manual, the reference, the samples, as `folio build` makes it), built
// once per test run and read by every suite that reads it: the browser suites, the MCP
// suites' docs package, the reference samples, the site's contract test. Under Jest the first
// file that asks builds it into the run's shared folder (FOLIO_TEST_SHARED_DIR,
// scripts/test/shared-folder.js) while the others wait for it; a file or script run outside
// Jest builds its own copy, removed when its process exits. Readers never write into it.
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';
import { folioReferenceSources, folioSamples } from '../../reference/index.js';
import { buildSite } from '../../sitegen/index.js';
import { ROOT } from '../sitegen/helpers.js';

/** How long a file waits for another one's build before it gives up. */
const WAIT_MS = 300_000;

/** The build options of the shared site: those of `folio build` in the repository. */
async function build(outDir: string): Promise<void> {
  await buildSite({ root: ROOT, outDir, generated: folioReferenceSources(folioProgram(), folioSettings), samples: folioSamples });
}

/** The folder of folio's built site, shared by the run's files; build it when no file has. */
export async function sharedSite(): Promise<string> {
  const shared = process.env.FOLIO_TEST_SHARED_DIR;
  if (!shared) {
    const own = await mkdtemp(path.join(os.tmpdir(), 'folio-site-'));
    process.once('exit', () => rmSync(own, { recursive: true, force: true }));
    const dist = path.join(own, 'dist');
    await build(dist);
    return dist;
  }
  const dist = path.join(shared, 'site');
  const failed = path.join(shared, 'site.failed');
  let builder = true;
  try {
    await mkdir(path.join(shared, 'site.lock'));
  } catch {
    builder = false;
  }
  if (builder) {
    const partial = path.join(shared, 'site.partial');
    try {
      await build(partial);
      await rename(partial, dist);
    } catch (error) {
      await writeFile(failed, (error as Error).message);
      throw error;
    }
    return dist;
  }
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(dist)) {
    if (existsSync(failed)) throw new Error(`the shared site failed to build in another test file: ${await readFile(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the shared site at ${dist} was not built within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return dist;
}
