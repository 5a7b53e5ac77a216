// `folio build [--out DIR] [--base-url URL]`: builds the reference site (sitegen/) into a
// docs package, with folio's own generated reference text (reference/). Both are imported
// only when the command runs (reference/ reads this command line back).
import path from 'node:path';
import type { Command } from 'commander';
import type { BuildOptions, BuildSummary } from '../sitegen/index.js';
import { folioSettings, settingOption } from './settings/options.js';

export function register(program: Command): void {
  program
    .command('build')
    .description('Build the reference site from content/ and openapi/ into a directory of static files.')
    .addOption(settingOption('out'))
    .addOption(settingOption('baseUrl'))
    .action(async (options: { out: string; baseUrl: string }, command: Command) => {
      const summary = await buildFolioSite(command.parent!, { outDir: options.out, baseUrl: options.baseUrl });
      const where = path.relative(process.cwd(), summary.outDir) || '.';
      process.stdout.write(`Built ${summary.files} files (${summary.pages} pages, ${summary.operations} operation digests) into ${where}/\n`);
    });
}

/** Builds folio's site with `options`, its generated text made from `program` (the whole `folio` program) and the contracts. */
export async function buildFolioSite(program: Command, options: BuildOptions): Promise<BuildSummary> {
  const [{ buildSite }, { folioReferenceSources, folioSamples }] = await Promise.all([import('../sitegen/index.js'), import('../reference/index.js')]);
  return buildSite({ ...options, generated: folioReferenceSources(program, folioSettings), samples: folioSamples });
}
