// The markers that fence folio's rules block inside an agent file, how a block is found
// in a file's text, and how rule lines that look like markers are escaped.

export const BEGIN = '<!-- BEGIN:folio-rules -->';
export const END = '<!-- END:folio-rules -->';

/**
 * A line that reads as a marker: BEGIN or END, a colon and `folio-rules` in an HTML comment,
 * whatever the spacing. Every such line counts when a file is read, so a hand-typed
 * `<!--BEGIN:folio-rules-->` is found too.
 */
const MARKER_LIKE = /^\uFEFF?[ \t]*<!--[ \t]*(BEGIN|END)[ \t]*:[ \t]*folio-rules[ \t]*-->[ \t]*$/;

/** Where the block sits in a text: offsets of its first and last line, in UTF-16 units. */
export interface BlockPlace {
  /** Start of the BEGIN line. */
  start: number;
  /** End of the END line, before its line break. */
  end: number;
  /** After the END line's line break (equal to `end` when the file ends on that line). */
  after: number;
}

/** A file whose markers do not make exactly one BEGIN ... END pair. */
export class BrokenMarkersError extends Error {
  constructor(readonly file: string, readonly detail: string) {
    super(`${file}: ${detail}; fix or delete the folio-rules markers by hand (nothing was written)`);
    this.name = 'BrokenMarkersError';
  }
}

/** The line break a file uses: CRLF when its first line ends with one, else LF. */
export function lineBreakOf(text: string): '\n' | '\r\n' {
  const first = text.indexOf('\n');
  return first > 0 && text[first - 1] === '\r' ? '\r\n' : '\n';
}

/**
 * Escapes a rules line that would read as a marker by putting a backslash before its
 * colon: `<!-- BEGIN:folio-rules -->` becomes `<!-- BEGIN\:folio-rules -->`. Inside an
 * HTML comment the backslash is invisible in rendered Markdown. Other lines are unchanged.
 */
export function escapeLine(line: string): string {
  return MARKER_LIKE.test(line) ? line.replace(/:/, '\\:') : line;
}

/** The block for `rules` (Markdown), fenced by the markers, lines joined by `eol`, no final break. */
export function renderBlock(rules: string, eol: string): string {
  const lines = rules.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n').map(escapeLine);
  return [BEGIN, ...lines, END].join(eol);
}

/**
 * The block of `text`, or undefined when it has no markers at all. Throws
 * BrokenMarkersError (naming `file` and the lines) unless the markers are one BEGIN
 * followed by one END.
 */
export function findBlock(file: string, text: string): BlockPlace | undefined {
  const markers: Array<{ kind: string; line: number; start: number; end: number; after: number }> = [];
  let line = 1;
  for (let start = 0; start < text.length || start === 0; line += 1) {
    const newline = text.indexOf('\n', start);
    const after = newline < 0 ? text.length : newline + 1;
    const end = newline < 0 ? text.length : newline > start && text[newline - 1] === '\r' ? newline - 1 : newline;
    const kind = MARKER_LIKE.exec(text.slice(start, end))?.[1];
    // A byte order mark before a marker on the first line stays where it is.
    if (kind) markers.push({ kind, line, start: text[start] === '\uFEFF' ? start + 1 : start, end, after });
    if (newline < 0) break;
    start = after;
  }
  if (markers.length === 0) return undefined;
  const lines = (kind: string): string => markers.filter((m) => m.kind === kind).map((m) => m.line).join(', ');
  const begins = markers.filter((m) => m.kind === 'BEGIN');
  const ends = markers.filter((m) => m.kind === 'END');
  if (begins.length > 1) throw new BrokenMarkersError(file, `${begins.length} BEGIN markers (lines ${lines('BEGIN')}) where one is expected`);
  if (ends.length > 1) throw new BrokenMarkersError(file, `${ends.length} END markers (lines ${lines('END')}) where one is expected`);
  const [begin] = begins;
  const [finish] = ends;
  if (!finish) throw new BrokenMarkersError(file, `BEGIN marker on line ${begin.line} has no END marker after it`);
  if (!begin) throw new BrokenMarkersError(file, `END marker on line ${finish.line} has no BEGIN marker before it`);
  if (finish.line < begin.line) throw new BrokenMarkersError(file, `END marker on line ${finish.line} comes before the BEGIN marker on line ${begin.line}`);
  return { start: begin.start, end: finish.end, after: finish.after };
}
