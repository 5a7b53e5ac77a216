// Writing the site for people: HTML pages from the parsed manual and the contracts, their
// navigation, search and themes, and the checks of their links. The only door of this folder.
export { assertHtmlLinks, pageScriptBundles, renderHtml } from './render-html.js';
export { PREBUILT_SCRIPTS } from './browser-script.js';
export type { HtmlKept, HtmlSources } from './render-html.js';
export { Highlights } from './highlight.js';
export { MarkdownTexts, markdownWriter, stringifyMarkdown } from './page-model/model-markdown.js';
export type { ReferenceApi } from './reference/reference-pages.js';
export type { SampleSettings } from './reference/samples.js';
export { SEARCH_RESULTS } from './search/search-script.js';
export { fileOfServedPath } from './urls.js';
export { isAllowedUrl } from './links/safe-url.js';
export { checkDescriptionLinks } from './links/description-links.js';
export { markdownHtml } from './markdown-html.js';
