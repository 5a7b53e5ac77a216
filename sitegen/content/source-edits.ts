// Applies small in-line edits to Markdown source (dropping directive fences, fixing link
// targets) and keeps a map from source lines to output lines for the manifest's chunks.

export interface Edit {
  /** Offsets into the source; both on the same line. */
  start: number;
  end: number;
  text: string;
  /**
   * What to do with the line when nothing but blanks and `>` markers is left on it:
   * `drop` removes it, `keep` keeps it as a blank line. Either way trailing blanks are trimmed.
   */
  emptyLine?: 'drop' | 'keep';
}

export interface Edited {
  text: string;
  /** For each 0-based source line, its 0-based output line, or -1 when it was dropped. */
  lineMap: Int32Array;
}

/**
 * The source with `edits` applied; edits must not overlap. Blank lines left next to each
 * other by removed lines are merged into one.
 */
export function applyEdits(source: string, edits: readonly Edit[]): Edited {
  const lines = source.split('\n');
  const lineMap = new Int32Array(lines.length);
  if (edits.length === 0) {
    for (let i = 0; i < lines.length; i += 1) lineMap[i] = i;
    return { text: source, lineMap };
  }
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let next = 0;
  let lineStart = 0;
  // True while the output ends in a blank line that an edit produced or that a removed line now joins.
  let collapsible = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const lineEnd = lineStart + line.length;
    let text = '';
    let cursor = lineStart;
    let tidy: Edit['emptyLine'];
    for (; next < sorted.length && sorted[next].start <= lineEnd; next += 1) {
      const edit = sorted[next];
      if (edit.end > lineEnd || edit.start < cursor) throw new Error(`edit at offset ${edit.start} spans lines or overlaps another`);
      text += source.slice(cursor, edit.start) + edit.text;
      cursor = edit.end;
      if (edit.emptyLine && tidy !== 'drop') tidy = edit.emptyLine;
    }
    text += source.slice(cursor, lineEnd);
    lineStart = lineEnd + 1;
    const blank = /^[\s>]*$/.test(text);
    if (blank && tidy === 'drop') {
      lineMap[index] = -1;
      collapsible = true;
      continue;
    }
    if (blank && collapsible && out.at(-1) === text.trimEnd()) {
      lineMap[index] = out.length - 1;
      continue;
    }
    lineMap[index] = out.length;
    for (const part of text.split('\n')) out.push(tidy ? part.trimEnd() : part);
    collapsible = blank && tidy !== undefined;
  }
  return { text: out.join('\n'), lineMap };
}
