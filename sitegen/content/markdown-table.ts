// The Markdown that generated-text sources share: a table from rows of cells, the way numbers,
// lists and code are written in them, and the check of a directive's attributes. Generic: the
// sources that know folio (reference/) use it.

/** A GFM table; every cell is Markdown already, kept on one line with its pipes escaped. */
export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]): string => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n') + '\n';
}

function cell(markdown: string): string {
  return markdown.replace(/\s*\n\s*/g, ' ').trim().replaceAll('|', '\\|');
}

/** One formatter for every number: `toLocaleString` with options builds a new one at each call. */
const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** A number as the manual writes it: digits grouped by thousands, and a real minus sign. */
export function formatNumber(value: number): string {
  return numbers.format(value).replace(/^-/, '\u2212');
}

/** Items joined as a sentence does: `a`, `a or b`, `a, b or c`. */
export function joinWords(items: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** `value` as inline code. */
export function code(value: unknown): string {
  return `\`${String(value)}\``;
}

/** The text with its first letter in capitals. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The text as a sentence: capitalized, ending in a full stop (or the punctuation it has). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return capitalize(/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`);
}

/** Throws unless `attributes` holds exactly what the source takes: every `required` name, and others only from `optional`. */
export function checkAttributes(source: string, attributes: Readonly<Record<string, string>>, required: readonly string[], optional: readonly string[] = []): void {
  const known = [...required, ...optional];
  const unknown = Object.keys(attributes).filter((name) => !known.includes(name));
  const missing = required.filter((name) => !attributes[name]);
  if (unknown.length === 0 && missing.length === 0) return;
  const takes = known.length === 0 ? 'no attributes' : known.map((name) => `${name}="..."${required.includes(name) ? '' : ' (optional)'}`).join(', ');
  throw new Error(`source="${source}" takes ${takes}${unknown.length > 0 ? `, not ${unknown.join(', ')}` : ''}`);
}
