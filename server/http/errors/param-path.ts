// Names the field at fault as `param` (D3): `lines[0].quantity`, `metadata.a/b`, `limit`,
// `Idempotency-Key`. Validator paths are JSON-pointer-like but not reliably escaped (an
// unknown key `a/b` arrives raw, a nested one as `a~1b`), so a body path is resolved
// against the parsed body itself: indexes only where the value is an array, keys as sent.

export type PathPart = string | number;

/** `['lines', 0, 'quantity']` -> `lines[0].quantity`. */
export function formatParam(parts: readonly PathPart[]): string {
  return parts.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out === '' ? part : `${out}.${part}`), '');
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The parts of a body path (without its leading `/body/`), matched against the body's own keys. */
export function resolveBodyPath(rest: string, body: unknown): PathPart[] {
  const parts: PathPart[] = [];
  let current: unknown = body;
  while (rest !== '') {
    if (Array.isArray(current)) {
      const index = /^(\d+)(?:\/|$)/.exec(rest);
      if (!index) break;
      parts.push(Number(index[1]));
      current = current[Number(index[1])];
      rest = rest.slice(index[0].length);
      continue;
    }
    const keys = current !== null && typeof current === 'object' ? Object.keys(current) : [];
    const matches = keys
      .flatMap((key) => [key, escapePointer(key)].map((form) => ({ key, form })))
      .filter(({ form }) => form !== '' && (rest === form || rest.startsWith(`${form}/`)))
      .sort((a, b) => b.form.length - a.form.length);
    const match = matches[0];
    if (!match) break;
    parts.push(match.key);
    current = (current as Record<string, unknown>)[match.key];
    rest = rest.slice(match.form.length + 1);
  }
  if (rest !== '') parts.push(...rest.split('/').map(unescapePointer));
  return parts;
}

/** `idempotency-key` -> `Idempotency-Key`. */
export function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}
