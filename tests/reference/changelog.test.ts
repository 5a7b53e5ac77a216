// The `changelog` and `diff-rules` sources of folio's manual: the API changelog of each contract
// from its snapshots, and the table of the rules of folio diff.
import { fileURLToPath } from 'node:url';
import { readOwnContract } from '../../lib/openapi/index.js';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';
import type { GeneratedSources } from '../../sitegen/index.js';
import { folioReferenceSources } from '../../reference/index.js';

describe("folio's changelog and rules sources", () => {
  let sources: GeneratedSources;
  beforeAll(async () => {
    sources = await folioReferenceSources(folioProgram(), folioSettings)({ example: readOwnContract(fileURLToPath(new URL('../../openapi/invoicing.yaml', import.meta.url))) });
  });

  test('makes the changelog of each contract from its snapshots, and refuses a contract it does not have', () => {
    expect(sources.changelog!({ contract: 'invoicing' })).toMatch(/^## Unreleased\n\nChanges since 2\.0\.0\. The working contract says 2\.1\.0\.\n[\s\S]*\n## 2\.0\.0\n\nThe first release kept in the snapshots/);
    expect(sources.changelog!({ contract: 'site' })).toMatch(/\n## 1\.0\.0\n/);
    expect(() => sources.changelog!({ contract: 'billing' })).toThrow('source="changelog" has no contract "billing"; contracts: invoicing, site');
    expect(() => sources.changelog!({})).toThrow('source="changelog" takes contract="..."');
  });

  test('makes one table row per level and case, naming every rule once', () => {
    const table = sources['diff-rules']!({});
    expect(table.split('\n')[0]).toBe('| Level | Rule | When |');
    expect(table).toContain('| breaking | `response-property-removed`, `webhook-property-removed` | A field that clients or receivers read is gone. |');
    expect(table.match(/`[a-z-]+`/g)!.length).toBe(new Set(table.match(/`[a-z-]+`/g)).size);
  });
});
