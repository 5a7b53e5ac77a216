// Reading content: front matter, directives, fenced examples, generated text, sections,
// links and the content errors that carry a file, line and column. The only door of this folder.
export { ContentError, ContentErrors, Problems } from './content-error.js';
export type { Place } from './content-error.js';
export { readDocument } from './document.js';
export { readDocuments } from './read-documents.js';
export type { ContentDocument, DocumentKind } from './document.js';
export { examplesOf } from './examples.js';
export type { Example } from './examples.js';
export type { GeneratedSource, GeneratedSources } from './generated-text.js';
export { checkLinks } from './links.js';
export { checkAttributes, code, formatNumber, joinWords, markdownTable, sentence } from './markdown-table.js';
export { MAX_NESTING, MAX_PAGE_BYTES } from './page-limits.js';
export { MARKDOWN_PACKAGES, markdownParser, parseMarkdown, walk } from './markdown.js';
export { isPlainText, plainTextOf, plainTree } from './plain-markdown.js';
export { MarkdownTrees } from './markdown-trees.js';
