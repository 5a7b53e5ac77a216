// Pins the public names of every folder's door (its index.ts), so that a change to what a folder
// offers the rest of the repository is deliberate (STYLE.md: a folder's public face).
import * as sitegen from '../sitegen/index.js';
import * as content from '../sitegen/content/index.js';
import * as contracts from '../sitegen/contracts/index.js';
import * as html from '../sitegen/html/index.js';
import * as compact from '../sitegen/compact/index.js';
import * as sitePackage from '../sitegen/package/index.js';
import * as openapi from '../lib/openapi/index.js';
import * as reference from '../reference/index.js';
import * as ask from '../agents/ask/index.js';
import * as agentInstall from '../agents/agent-install/index.js';
import * as bench from '../agents/bench/index.js';
import * as coverage from '../agents/coverage/index.js';
import * as diff from '../lib/openapi-diff/index.js';
import * as mcp from '../agents/mcp/index.js';
import * as httpContract from '../server/http/contract/index.js';
import * as httpErrors from '../server/http/errors/index.js';
import * as httpGuards from '../server/http/guards/index.js';
import * as documentRules from '../server/domain/documents/index.js';

test.each<[string, object, string[]]>([
  ['sitegen', sitegen, [
    'ContentError', 'ContentErrors', 'DEFAULT_BASE_URL', 'MAX_NESTING', 'MAX_PAGE_BYTES', 'OPERATION_ID', 'PACKAGE_PATH', 'SLUG', 'buildFiles',
    'buildSite', 'createPreviewApp', 'digestOf', 'operationDigest', 'parseCompact', 'resolveInside', 'writeCompact',
  ]],
  ['sitegen/content', content, [
    'ContentError', 'ContentErrors', 'MARKDOWN_PACKAGES', 'MAX_NESTING', 'MAX_PAGE_BYTES', 'MarkdownTrees', 'Problems', 'checkAttributes',
    'checkLinks', 'code', 'examplesOf', 'formatNumber', 'isPlainText', 'joinWords', 'markdownParser', 'markdownTable', 'parseMarkdown',
    'plainTextOf', 'plainTree', 'readDocument', 'readDocuments', 'sentence', 'walk',
  ]],
  ['sitegen/contracts', contracts, [
    'ContractCache', 'ajvFor', 'bodyExample', 'checkOperationIds', 'createAjv', 'curlExample', 'defaultCacheDir',
    'loadContract', 'operationMarkdown', 'sampleOf', 'standaloneSchema',
  ]],
  ['sitegen/html', html, [
    'Highlights', 'MarkdownTexts', 'PREBUILT_SCRIPTS', 'SEARCH_RESULTS', 'assertHtmlLinks', 'checkDescriptionLinks', 'fileOfServedPath', 'isAllowedUrl',
    'markdownHtml', 'markdownWriter', 'pageScriptBundles', 'renderHtml', 'stringifyMarkdown',
  ]],
  ['sitegen/compact', compact, ['TypeReader', 'digestOf', 'noteOf', 'operationDigest', 'parseCompact', 'renderType', 'typeOf', 'writeCompact']],
  ['sitegen/package', sitePackage, ['API_NAMES', 'SiteWriter', 'TokenCounter', 'jsonFile', 'missingMeasurements', 'observedFiles', 'readMeasurements', 'renderSite', 'routeOf', 'routePattern', 'tokenCount']],
  ['lib/openapi', openapi, [
    'ContractTextError', 'HTTP_METHODS', 'SAFE_NAME', 'bundledContract', 'contractHash', 'documentValue', 'entryTitle', 'exampleOf', 'hasExternalRefs', 'inlineDefinitions', 'isHttpMethod',
    'isOpenApi30', 'jsonDocumentValue', 'mediaTypeExamples', 'operations', 'parseContractText', 'readOpenApi', 'readOwnContract', 'readTwin', 'resolve', 'resolveAt', 'safeName', 'syntaxProblems',
    'twinPath', 'twinText', 'upgradedTo31', 'webhooks', 'withDefinitions',
  ]],
  ['reference', reference, ['allCommands', 'cliReference', 'commandWords', 'folioReferenceSources', 'folioSamples']],
  ['agents/ask', ask, [
    'CUT_NOTE', 'DEFAULT_BUDGET', 'DEFAULT_PACKAGE', 'DocsSearch', 'RANK_OPTIONS', 'Ranker', 'SELECT_OPTIONS', 'addedTokens', 'ask',
    'checkManifest', 'checkSearchManifest', 'checkShard', 'cutToBudget', 'evaluate', 'formatJson', 'formatMarkdown', 'isStopWord', 'openPackage', 'searchTerm',
    'searchTerms', 'sectionHeading', 'selectWithinBudget', 'stem', 'wordsOf',
  ]],
  ['agents/agent-install', agentInstall, [
    'AGENTS', 'BEGIN', 'BrokenMarkersError', 'CURSOR_FRONT_MATTER', 'END', 'MCP_AGENTS', 'SERVER_NAME', 'agentFiles', 'agentInstall',
    'escapeLine', 'folioLauncher', 'installBlock', 'loadRules', 'mcpFiles', 'parseAgents', 'removeBlock', 'renderBlock', 'renderRules',
    'serverEntry',
  ]],
  ['agents/bench', bench, [
    'BENCH_QUERIES', 'DEFAULT_RUNS', 'benchRun', 'corpusDocuments', 'describeRun', 'estimateNetworkTokens', 'formatRun', 'htmlPage', 'median',
    'summarize', 'timeColdStarts', 'writeRun',
  ]],
  ['agents/coverage', coverage, [
    'DEFAULT_TARGETS', 'coverageRun', 'documentationFiles', 'documentedWords', 'entryPoints', 'exportedNames', 'formatRun', 'isPackageFile',
    'locatePackage', 'measurePackage', 'mentionedWords', 'splitSpecifier', 'writeRun',
  ]],
  ['lib/openapi-diff', diff, [
    'ContractInputError', 'LEVELS', 'RULES', 'changelogMarkdown', 'compareVersions', 'diffContracts', 'formatJson', 'formatLines', 'major',
    'readContract', 'releasesIn', 'ruleOf', 'runGate', 'verdict',
  ]],
  ['agents/mcp', mcp, [
    'BODY', 'CONTRACT_YAML', 'DOCS_TOOLS', 'INVALID_REQUEST', 'LIVE_KEY_PREFIX', 'MESSAGE_LIMIT_BYTES', 'MessageLimit', 'SAVED_TOOLS_FILE', 'apiTools',
    'callApi', 'callDocsTool', 'createMcpServer', 'keyRefusal', 'loadContract', 'oversizeAnswer', 'readPage', 'readSavedToolList', 'requestId',
    'savedToolList', 'serveStdio', 'toolEntries', 'toolError', 'toolInput',
  ]],
  ['server/http/contract', httpContract, ['allowedMethods', 'answerOptions', 'contractDocument', 'contractValidator', 'headAsGet', 'publicPaths', 'publicRoutes', 'refuseUnservedOnPublicPaths']],
  ['server/http/errors', httpErrors, [
    'ApiError', 'badRequest', 'closeAfterResponse', 'conflict', 'errorHandler', 'errorTypes', 'formatParam', 'methodNotAllowed', 'notFound', 'toApiError',
    'unauthorized', 'unprocessable',
  ]],
  ['server/http/guards', httpGuards, [
    'TokenBucketLimiter', 'allowOrigins', 'applyServerTimeouts', 'bodyReadTimeoutMs', 'rateLimit', 'rateLimitByAddress', 'readJsonBody',
    'refuseDeclaredTooLarge', 'refuseTrailingSlash', 'refuseUnexpectedBody', 'requireSingleHeaders', 'requireWellFormedStrings', 'serverTimeouts',
  ]],
  ['server/domain/documents', documentRules, [
    'additionalLegalInformation', 'asksForPayment', 'assertEInvoiceRules', 'assertEInvoiceable', 'assertHasEInvoice', 'creditNoteDocument', 'creditReasonOf', 'customerDetailsOf',
    'documentFormat', 'documentMark', 'eInvoiceFormatInfo', 'eInvoiceFormats', 'eInvoiceProblems', 'eInvoiceRules', 'exemptionReasonIn', 'footerMentions', 'formatsIssuedAtOnce',
    'invoiceDocument', 'isIssued', 'labelsFor', 'latePaymentMention', 'postalLines', 'reverseChargeMention', 'sentChanges',
  ]],
])('%s/index.ts exposes exactly its public names', (_, door, names) => {
  expect(Object.keys(door).sort()).toEqual(names);
});
