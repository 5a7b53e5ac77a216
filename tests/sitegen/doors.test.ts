// Pins the public names of each sitegen sub-folder's index.ts, its only door, so that a change
// to what a folder offers the rest of the generator is deliberate.
import * as compact from '../../sitegen/compact/index.js';
import * as content from '../../sitegen/content/index.js';
import * as contracts from '../../sitegen/contracts/index.js';
import * as html from '../../sitegen/html/index.js';
import * as sitePackage from '../../sitegen/package/index.js';

test.each<[string, object, string[]]>([
  ['content', content, ['ContentError', 'ContentErrors', 'MAX_NESTING', 'MAX_PAGE_BYTES', 'Problems', 'checkAttributes', 'checkLinks', 'code', 'examplesOf', 'formatNumber', 'joinWords', 'markdownTable', 'parseMarkdown', 'readDocument', 'readDocuments', 'sentence', 'walk']],
  ['contracts', contracts, ['bodyExample', 'checkOperationIds', 'checkWebhookNames', 'createAjv', 'curlExample', 'loadContract', 'operationMarkdown', 'sampleOf', 'standaloneSchema']],
  ['html', html, ['SEARCH_OPTIONS', 'SEARCH_RESULTS', 'assertHtmlLinks', 'fileOfServedPath', 'isAllowedUrl', 'renderHtml']],
  ['compact', compact, ['TypeReader', 'digestOf', 'noteOf', 'operationDigest', 'parseCompact', 'renderType', 'typeOf', 'writeCompact']],
  ['package', sitePackage, ['jsonFile', 'missingMeasurements', 'readMeasurements', 'renderSite', 'routePattern', 'tokenCount', 'writeSite']],
])('sitegen/%s exposes exactly its public names', (_, folder, names) => {
  expect(Object.keys(folder).sort()).toEqual(names);
});
