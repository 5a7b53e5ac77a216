// The limits a page must keep before it is parsed (issue 19): a page of at most 1 MiB, lists
// and block quotes nested at most 32 deep, and at most 1,000 emphasis markers in a paragraph.
// Parsing cost grows quickly with nesting (a 2,000-level list took remark over 40 s and
// 635 MB) and with the emphasis markers of one paragraph (10,000 alternating `*_` took 26 s,
// 50,000 minutes), so a cheap line scan finds a page over a limit first, and the build
// reports it at its place instead of parsing it.

/** The largest page, in bytes of UTF-8. */
export const MAX_PAGE_BYTES = 1024 * 1024;

/** The deepest nesting of list items and block quotes, counted together. */
export const MAX_NESTING = 32;

/** The most `*` and `_` a paragraph holds outside code. */
export const MAX_EMPHASIS_MARKERS = 1000;

export interface LimitProblem {
  /** 1-based, in the scanned text. */
  line: number;
  column: number;
  reason: string;
}

const FENCE = /^ *(`{3,}|~{3,})/;
const QUOTE = /^ {0,3}> ?/;
const ITEM = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?: +|\t|$)/;

/** A problem when the page `text` is larger than MAX_PAGE_BYTES, placed at its start. */
export function pageSizeProblem(text: string): LimitProblem | undefined {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= MAX_PAGE_BYTES) return undefined;
  return { line: 1, column: 1, reason: `the page is ${bytes.toLocaleString('en-US')} bytes; a page holds at most ${MAX_PAGE_BYTES.toLocaleString('en-US')}: split it into pages` };
}

/** A problem at the first list item or block quote nested deeper than MAX_NESTING in the Markdown `text`. */
export function nestingProblem(text: string): LimitProblem | undefined {
  // The content columns of the open list items, innermost last; a line indented less closes them.
  const items: number[] = [];
  for (const { line, index } of linesOutsideFences(text)) {
    if (line.trim() === '') continue;
    const indent = /^ */.exec(line)![0].length;
    while (items.length > 0 && indent < items[items.length - 1]) items.pop();
    let quotes = 0;
    // A line indented into the innermost open item is read from that item's content column.
    let column = items.length > 0 ? Math.min(indent, items[items.length - 1]) : 0;
    for (;;) {
      const rest = line.slice(column);
      const marker = QUOTE.exec(rest) ?? ITEM.exec(rest);
      if (!marker) break;
      if (marker[0].trimStart().startsWith('>')) quotes += 1;
      else items.push(column + marker[0].length);
      if (items.length + quotes > MAX_NESTING) {
        const at = column + (marker[0].length - marker[0].trimStart().length) + 1;
        return { line: index + 1, column: at, reason: `lists and block quotes are nested more than ${MAX_NESTING} deep here; a page nests them at most ${MAX_NESTING} deep` };
      }
      column += marker[0].length;
    }
  }
  return undefined;
}

/** A problem at the first paragraph of the Markdown `text` with more than MAX_EMPHASIS_MARKERS `*` and `_` outside code. */
export function emphasisProblem(text: string): LimitProblem | undefined {
  let markers = 0;
  let start = 0;
  for (const { line, index, opensFence } of linesOutsideFences(text)) {
    if (opensFence || line.trim() === '') {
      markers = 0;
      continue;
    }
    if (markers === 0) start = index;
    // Code spans on one line hold no emphasis; one that spans lines is rare and only overcounts.
    markers += line.replace(/(`+)[^`]*?\1/g, '').replace(/[^*_]/g, '').length;
    if (markers > MAX_EMPHASIS_MARKERS) {
      return { line: start + 1, column: 1, reason: `this paragraph holds more than ${MAX_EMPHASIS_MARKERS.toLocaleString('en-US')} emphasis markers (* and _) outside code, more than the Markdown reader reads in reasonable time; split it or put the text in code` };
    }
  }
  return undefined;
}

/** The lines of the Markdown `text` outside fenced code, with their 0-based index; a fence's opening line is one of them. */
function* linesOutsideFences(text: string): Generator<{ line: string; index: number; opensFence: boolean }> {
  let fence: string | undefined;
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const opener = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
      continue;
    }
    fence = opener;
    yield { line, index, opensFence: opener !== undefined };
  }
}
