// Token counts in the o200k_base encoding, recorded in the manifest so that readers of a
// docs package never need a tokenizer of their own.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

/** The name of the encoding, as written into the manifest. */
export const TOKENIZER = 'o200k_base';

const asPlainText = { disallowedSpecial: new Set<string>() };

/** How many o200k_base tokens `text` encodes to; special-token markers count as plain text. */
export function tokenCount(text: string): number {
  return countTokens(text, asPlainText);
}
