// Token counts in the o200k_base encoding, recorded in the manifest so that readers of a
// docs package never need a tokenizer of their own. The encoding is loaded on the first count
// (it costs more to load than a whole manual costs to count): a build counts in a worker
// thread (token-counts.ts), so the build's own thread never loads it.
import { createRequire } from 'node:module';

/** The name of the encoding, as written into the manifest. */
export const TOKENIZER = 'o200k_base';

type Encoding = typeof import('gpt-tokenizer/encoding/o200k_base');

const require = createRequire(import.meta.url);
let encoding: Encoding | undefined;
const asPlainText = { disallowedSpecial: new Set<string>() };

/** How many o200k_base tokens `text` encodes to; special-token markers count as plain text. */
export function tokenCount(text: string): number {
  encoding ??= require('gpt-tokenizer/encoding/o200k_base') as Encoding;
  return encoding.countTokens(text, asPlainText);
}
