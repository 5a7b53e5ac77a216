// `folio build [--contract FILE ...] [--content DIR] [--out DIR] [--base-url URL] [--strict]
// [--config FILE]`: builds a reference site (sitegen/) into a docs package. Without --contract it
// is folio's own site, with folio's generated reference text (reference/); with --contract, a
// site of those contracts alone (R169). The settings may come from folio.config.json too. The
// site generator and reference/ are imported only when the command runs (reference/ reads this
// command line back).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { packageRoot } from '../server/package-root.js';
import type { BuildOptions, BuildSummary } from '../sitegen/index.js';
import { applyConfigFile } from './settings/config-file.js';
import { folioSettings, SettingError, settingOption } from './settings/options.js';
import type { SettingName } from './settings/table.js';

/** The settings of `folio build`, in the order its help lists them. */
const BUILD_SETTINGS = ['buildContracts', 'buildContent', 'out', 'baseUrl', 'buildStrict', 'buildConfig'] as const satisfies readonly SettingName[];

/** How many warnings a build prints before counting the rest. */
const SHOWN_WARNINGS = 20;

interface BuildFlags { contract?: string[]; content?: string; out: string; baseUrl?: string; strict?: boolean; config?: string }

export function register(program: Command): void {
  const command = program
    .command('build')
    .description("Build a reference site into a directory of static files: folio's own, from content/ and openapi/, or one of your OpenAPI contracts (--contract).");
  for (const name of BUILD_SETTINGS) command.addOption(settingOption(name));
  command.action(async (_options: BuildFlags, self: Command) => {
    applyConfigFile(self, BUILD_SETTINGS, self.opts<BuildFlags>().config);
    const options = self.opts<BuildFlags>();
    const contracts = options.contract ?? [];
    if (contracts.length === 0 && options.content !== undefined) throw new SettingError('error: --content documents the APIs of --contract files; give at least one --contract FILE');
    const shared: BuildOptions = { outDir: options.out, baseUrl: options.baseUrl, strict: options.strict ?? false };
    const summary = contracts.length === 0
      ? await buildFolioSite(self.parent!, shared)
      : await buildContractSite({ ...shared, contracts, contentDir: options.content ?? false });
    const where = path.relative(process.cwd(), summary.outDir) || '.';
    for (const warning of summary.warnings.slice(0, SHOWN_WARNINGS)) process.stderr.write(`warning: ${warning}\n`);
    if (summary.warnings.length > SHOWN_WARNINGS) process.stderr.write(`warning: and ${summary.warnings.length - SHOWN_WARNINGS} more links in contract descriptions that lead to no page of the site (--strict makes them errors)\n`);
    const digests = summary.operations > 0 ? `, ${summary.operations} operation digests` : '';
    process.stdout.write(`Built ${summary.files} files (${summary.pages} pages${digests}) into ${where}/\n`);
  });
}

/** Builds folio's site with `options`, its generated text made from `program` (the whole `folio` program) and the contracts. */
export async function buildFolioSite(program: Command, options: BuildOptions): Promise<BuildSummary> {
  const [{ buildSite }, { folioReferenceSources, folioSamples }] = await Promise.all([import('../sitegen/index.js'), import('../reference/index.js')]);
  return buildSite({ ...options, generated: folioReferenceSources(program, folioSettings), samples: folioSamples });
}

/** Builds a site of other contracts: nothing of folio's own, only the package format of its site contract (openapi/site.yaml). */
export async function buildContractSite(options: BuildOptions): Promise<BuildSummary> {
  const { buildSite } = await import('../sitegen/index.js');
  return buildSite({ ...options, siteApi: path.join(fileURLToPath(packageRoot()), 'openapi', 'site.yaml') });
}
