// Pins the public names of tools/ask/index.ts, so that a change to them is deliberate.
import * as ask from '../../../tools/ask/index.js';

test('exposes the public api of folio ask', () => {
  expect(Object.keys(ask).sort()).toEqual([
    'CUT_NOTE',
    'DEFAULT_BUDGET',
    'DEFAULT_PACKAGE',
    'DocsSearch',
    'RANK_OPTIONS',
    'Ranker',
    'SELECT_OPTIONS',
    'addedTokens',
    'ask',
    'checkManifest',
    'checkSearchIndex',
    'cutToBudget',
    'evaluate',
    'formatJson',
    'formatMarkdown',
    'isStopWord',
    'openPackage',
    'searchTerm',
    'searchTerms',
    'sectionHeading',
    'selectWithinBudget',
    'stem',
    'wordsOf',
  ]);
});
