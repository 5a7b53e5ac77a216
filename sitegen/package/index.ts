// Writing the docs package: the rendered files in memory, the manifest, llms.txt, the search
// index, the measurements and token counts, and writing it all at once. The only door of this folder.
export type { Manifest } from './manifest.js';
export { missingMeasurements, readMeasurements } from './measurements.js';
export { API_NAMES, renderSite } from './render-site.js';
export type { DocumentedApi, SiteSources } from './render-site.js';
export type { SearchIndex } from './search-index.js';
export type { SiteInfo } from './llms-txt.js';
export { jsonFile, observedFiles, routeOf, routePattern } from './site-files.js';
export type { SiteFiles } from './site-files.js';
export { TokenCounter } from './token-counts.js';
export { tokenCount } from './tokens.js';
export { SiteWriter } from './write-site.js';
