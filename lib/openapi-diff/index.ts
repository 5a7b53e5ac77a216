// The public face of folio diff: comparing two OpenAPI 3.1 contracts into classified changes,
// the change gate's verdict, reading contracts from files or git, and printing the result.
export type { Change } from './change.js';
export type { Level } from './rule-table.js';
export { diffContracts, major } from './diff.js';
export type { ContractDiff } from './diff.js';
export { ContractInputError, readContract } from './contract-input.js';
export { formatJson, formatLines, verdict } from './format.js';
export { runGate } from './gate.js';
export type { GatedContract, GateResult } from './gate.js';
export { compareVersions, releasesIn } from './releases.js';
export type { Release } from './releases.js';
export { changelogMarkdown } from './changelog.js';
export { LEVELS, RULES, ruleOf } from './rule-table.js';
export type { Rule } from './rule-table.js';
