// The `changelog` source: the API changelog of one of folio's contracts
// (`::generated{source="changelog" contract="invoicing"}`), made by the change gate's own rules
// (lib/openapi-diff/) from the snapshots in openapi/releases/NAME/ and the working openapi/NAME.yaml.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GeneratedSource } from '../sitegen/content/index.js';
import type { OpenApiDocument } from '../lib/openapi/index.js';
import { checkAttributes } from '../sitegen/content/index.js';
import { changelogMarkdown, readContract, releasesIn } from '../lib/openapi-diff/index.js';
import type { ContractCache } from '../sitegen/index.js';
import { packageRoot } from '../server/package-root.js';

/** The contracts with a changelog: each has openapi/NAME.yaml and openapi/releases/NAME/. */
export const CHANGELOG_CONTRACTS = ['invoicing', 'site'] as const;

/** What the build hands the changelogs: the contracts it has parsed, by absolute file, and its cache of parsed contracts. */
export interface ChangelogInputs {
  byFile: ReadonlyMap<string, OpenApiDocument>;
  cache?: ContractCache;
}

/**
 * The source: a working contract the build has already parsed is not parsed again, and the
 * snapshots are read through the build's cache of parsed contracts.
 */
export function changelogSource({ byFile, cache }: ChangelogInputs): GeneratedSource {
  const read = (file: string): OpenApiDocument => (cache ? cache.document(readFileSync(file, 'utf8'), () => readContract(file))! : readContract(file));
  return (attributes) => {
    checkAttributes('changelog', attributes, ['contract']);
    const name = attributes.contract!;
    if (!(CHANGELOG_CONTRACTS as readonly string[]).includes(name)) {
      throw new Error(`source="changelog" has no contract ${JSON.stringify(name)}; contracts: ${CHANGELOG_CONTRACTS.join(', ')}`);
    }
    const openapi = new URL('openapi/', packageRoot());
    const working = fileURLToPath(new URL(`${name}.yaml`, openapi));
    return changelogMarkdown(byFile.get(working) ?? working, releasesIn(fileURLToPath(new URL(`releases/${name}`, openapi))), 2, read);
  };
}
