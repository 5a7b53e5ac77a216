// Pins the public names of reference/, folio's own generated reference text, and the names of
// the sources it hands the build, which pages use in `::generated{source="NAME"}`.
import * as reference from '../../reference/index.js';
import { invoicing } from './invoicing.js';
import { folioProgram } from '../../cli/program.js';

test('exposes the public api of folio reference text', () => {
  expect(Object.keys(reference).sort()).toEqual(['allCommands', 'cliReference', 'commandWords', 'folioReferenceSources', 'folioSamples']);
});

test('offers every source name the manual uses', async () => {
  const sources = await reference.folioReferenceSources(folioProgram())({ example: invoicing() });
  expect(Object.keys(sources).sort()).toEqual(['bounds', 'changelog', 'cli', 'compact', 'diff-rules', 'error-types', 'fields', 'invoice-states', 'invoice-transitions', 'limits', 'rate-limits', 'settings', 'value']);
});
