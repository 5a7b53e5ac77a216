// The public face of the reference-site generator: build, preview, the compact notation,
// and the path rules of a docs package.
export { buildSite, buildFiles } from './build.js';
export type { BuildSummary } from './build.js';
export { DEFAULT_BASE_URL } from './build-options.js';
export type { BuildOptions } from './build-options.js';
export { ContentError, ContentErrors } from './content/content-error.js';
export { createPreviewApp } from './preview.js';
export type { PreviewOptions } from './preview.js';
export { digestOf, operationDigest } from './compact/model.js';
export type { Digest, DigestOperation, DigestInput, DigestOutcome, DigestType } from './compact/model.js';
export { writeCompact } from './compact/write.js';
export { parseCompact } from './compact/parse.js';
export { OPERATION_ID, PACKAGE_PATH, SLUG, resolveInside } from './paths.js';
export type { Manifest } from './package/manifest.js';
export type { SearchIndex } from './package/search-index.js';
