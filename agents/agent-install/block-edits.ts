// The two edits agent-install makes to an agent file's text: put the rules block in (or
// bring it up to date), and take it out again. Both keep every byte outside the block.
import { findBlock, lineBreakOf, renderBlock } from './markers.js';

/**
 * The file's text with the rules block in it.
 * - No file (or an empty one): the preamble, if any, a blank line, then the block.
 * - A file with a block: only the block's lines change.
 * - A file without one: a line break if its last line has none, one blank line, then the
 *   block; the block ends with a line break only if the file did, so that `removeBlock`
 *   can give back the original bytes.
 * Lines use the file's own line break (CRLF or LF). Throws BrokenMarkersError.
 */
export function installBlock(file: string, text: string | undefined, rules: string, preamble?: string): string {
  if (text === undefined || text === '') return freshText(rules, preamble);
  const eol = lineBreakOf(text);
  const block = renderBlock(rules, eol);
  const place = findBlock(file, text);
  if (place) return text.slice(0, place.start) + block + text.slice(place.end);
  const endsWithBreak = text.endsWith('\n');
  return `${text}${endsWithBreak ? '' : eol}${eol}${block}${endsWithBreak ? eol : ''}`;
}

/**
 * The file's text without the rules block, or undefined when nothing of the user's would
 * be left (the file should be deleted): the text is empty, or only the preamble that
 * `installBlock` writes into a new file. Also drops the one blank line before the block
 * and, when the block was the file's last line without a line break, the line break
 * added before it. A text without a block is returned as it is. Throws BrokenMarkersError.
 */
export function removeBlock(file: string, text: string, preamble?: string): string | undefined {
  const place = findBlock(file, text);
  if (!place) return text;
  let before = text.slice(0, place.start);
  const after = text.slice(place.after);
  if (/(?:^|\n)\r?\n$/.test(before)) before = before.replace(/\r?\n$/, '');
  if (place.after === place.end && after === '') before = before.replace(/\r?\n$/, '');
  const rest = before + after;
  if (rest === '') return undefined;
  if (preamble !== undefined && rest === preambleText(preamble, lineBreakOf(text))) return undefined;
  return rest;
}

/** What a new agent file holds: the preamble and a blank line, if any, then the block. */
export function freshText(rules: string, preamble?: string): string {
  const head = preamble === undefined ? '' : `${preambleText(preamble, '\n')}\n`;
  return `${head}${renderBlock(rules, '\n')}\n`;
}

function preambleText(preamble: string, eol: string): string {
  return preamble.replace(/\r?\n/g, eol).replace(/(?:\r?\n)*$/, eol);
}
