// The public face of folio ask: opening a docs package, ranking its sections, and answering
// a question within a token budget.
export { DocsSearch, ask } from './ask.js';
export { evaluate } from './evaluate.js';
export type { EvalQuestion, EvalResult } from './evaluate.js';
export type { Answer, AnswerSection } from './answer.js';
export type { AskOptions, Candidate } from './ask.js';
export { DEFAULT_BUDGET, DEFAULT_PACKAGE } from './defaults.js';
export { addedTokens, CUT_NOTE, formatJson, formatMarkdown, sectionHeading } from './format.js';
export { openPackage } from './package-source.js';
export type { DocsPackage, PackageReader } from './package-source.js';
export { checkManifest, checkSearchManifest, checkShard } from './package-shape.js';
export type { PackageChunk, PackageManifest, PackagePage } from './package-shape.js';
export { RANK_OPTIONS, Ranker } from './rank.js';
export type { RankOptions, Ranked } from './rank.js';
export { SELECT_OPTIONS, cutToBudget, selectWithinBudget } from './select.js';
export type { SelectOptions, Sized } from './select.js';
export { isStopWord, searchTerm, searchTerms, stem, wordsOf } from '../../lib/search/index.js';
