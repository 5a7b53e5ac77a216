// folio's own reference text: the sources of `::generated{source="NAME"}` in folio's manual,
// made at build time from the invoicing contract, the code's constants and the command
// line's own definitions, so that the pages cannot disagree with what they describe. The
// site generator knows none of this; `folio build` hands these to it as its `generated` option.
export { folioReferenceSources } from './sources.js';
export type { ReferenceInputs } from './sources.js';
export type { CommandLineSettings, SettingRow } from './settings.js';
export { allCommands, cliReference, commandWords } from './cli-reference.js';
export { folioSamples } from './samples.js';
