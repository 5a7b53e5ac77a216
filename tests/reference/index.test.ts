// The names of the sources that reference/, folio's own generated reference text, hands the
// build, which pages use in `::generated{source="NAME"}` (its public names: tests/doors.test.ts).
import * as reference from '../../reference/index.js';
import { invoicing } from './invoicing.js';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';

test('offers every source name the manual uses', async () => {
  const sources = await reference.folioReferenceSources(folioProgram(), folioSettings)({ example: invoicing() });
  expect(Object.keys(sources).sort()).toEqual(['bounds', 'changelog', 'cli', 'compact', 'diff-rules', 'einvoice-formats', 'einvoice-rules',
    'error-types', 'fields', 'invoice-states', 'invoice-transitions', 'limits', 'list-filters', 'rate-limits', 'settings', 'tax-categories', 'value']);
});
