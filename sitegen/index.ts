// The public face of the reference-site generator: build (with the generated-text sources a
// host hands it), preview, the compact notation, and the path rules of a docs package.
export { buildSite, buildFiles } from './build.js';
export type { BuildSummary } from './build.js';
export { DEFAULT_BASE_URL } from './build-options.js';
export type { BuildOptions, GeneratedSourcesOf, LoadedContracts } from './build-options.js';
export { ContentError, ContentErrors, MAX_NESTING, MAX_PAGE_BYTES } from './content/index.js';
export type { GeneratedSource, GeneratedSources } from './content/index.js';
export { createPreviewApp } from './preview.js';
export type { PreviewOptions, SandboxLink } from './preview.js';
export { digestOf, operationDigest, parseCompact, writeCompact } from './compact/index.js';
export type { ContractCache } from './contracts/index.js';
export type { Digest, DigestOperation, DigestInput, DigestOutcome, DigestType } from './compact/index.js';
export { OPERATION_ID, PACKAGE_PATH, SLUG, resolveInside } from './paths.js';
export type { Manifest, SearchIndex } from './package/index.js';
