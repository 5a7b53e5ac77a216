// A response documented in a page (a `json response` or `http response` block) against the
// answer the service really gave. Structure must match exactly: the same fields at every
// level (only the top level may be partial, with `response partial`) and arrays of the same
// length. Values must be equal, except the parts that differ on every run, which must have
// the same form: ids (`inv_4f9Qx2LrT8aZk1MnB7cD0e` or `inv_...`, and so for `cn_`, `pay_`, `evt_`...), keys, dates and times, the
// service's address, and a signed link's expiry and signature.

export interface Answer {
  status: number;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string>>;
  body: string;
}

export interface DocumentedResponse {
  status?: number;
  headers: Array<[name: string, value: string]>;
  /** The JSON body, or undefined when the block shows none. */
  body?: unknown;
}

/** Reads a documented response: a JSON body, or an HTTP message with a status line, headers and a JSON body. */
export function parseDocumented(lang: string, code: string): DocumentedResponse {
  if (lang === 'json') return { headers: [], body: JSON.parse(code) };
  if (lang !== 'http') throw new Error(`a response block is json or http, not ${lang || 'unlabelled'}`);
  const [head = '', ...rest] = code.split(/\n\s*\n/);
  const [statusLine = '', ...headerLines] = head.split('\n');
  const status = /^HTTP\/[\d.]+ (\d{3})\b/.exec(statusLine);
  if (!status) throw new Error(`an http response block starts with a status line such as "HTTP/1.1 200 OK", not ${JSON.stringify(statusLine)}`);
  const headers = headerLines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${JSON.stringify(line)} is not a header line`);
    return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
  });
  const text = rest.join('\n\n').trim();
  return { status: Number(status[1]), headers, body: text ? JSON.parse(text) : undefined };
}

/** How the answer differs from the documented response, one line per difference; empty when it matches. */
export function differences(documented: DocumentedResponse, answer: Answer, options: { partial?: boolean } = {}): string[] {
  const found: string[] = [];
  if (documented.status !== undefined && documented.status !== answer.status) found.push(`status: documented ${documented.status}, got ${answer.status}`);
  for (const [name, value] of documented.headers) {
    if (name.toLowerCase() === 'content-length') continue;
    const actual = answer.headers[name.toLowerCase()];
    if (actual === undefined) found.push(`header ${name}: documented ${JSON.stringify(value)}, missing`);
    else if (!sameText(value, actual)) found.push(`header ${name}: documented ${JSON.stringify(value)}, got ${JSON.stringify(actual)}`);
  }
  if (documented.body === undefined) return found;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [...found, `body: documented JSON, got ${JSON.stringify(answer.body.slice(0, 200))}`];
  }
  compare(documented.body, body, '', options.partial ?? false, found);
  return found;
}

function compare(documented: unknown, actual: unknown, at: string, partial: boolean, found: string[]): void {
  const where = at || 'body';
  if (Array.isArray(documented)) {
    if (!Array.isArray(actual)) found.push(`${where}: documented an array, got ${describe(actual)}`);
    else if (actual.length !== documented.length) found.push(`${where}: documented ${documented.length} items, got ${actual.length}`);
    else documented.forEach((item, i) => compare(item, actual[i], `${at}[${i}]`, false, found));
    return;
  }
  if (documented !== null && typeof documented === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
      found.push(`${where}: documented an object, got ${describe(actual)}`);
      return;
    }
    const record = actual as Record<string, unknown>;
    for (const [key, value] of Object.entries(documented)) {
      const path = at ? `${at}.${key}` : key;
      if (!(key in record)) found.push(`${path}: documented, missing from the answer`);
      else compare(value, record[key], path, false, found);
    }
    if (!partial) for (const key of Object.keys(record).filter((k) => !(k in documented))) found.push(`${at ? `${at}.${key}` : key}: in the answer, not documented`);
    return;
  }
  if (typeof documented === 'string' && typeof actual === 'string' ? sameText(documented, actual) : Object.is(documented, actual)) return;
  found.push(`${where}: documented ${JSON.stringify(documented)}, got ${JSON.stringify(actual)}`);
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : JSON.stringify(value);
}

/** The parts of a documented text that vary from run to run, and the form the real text must have there. */
const VARYING: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  // The service's address (a signed pdf_url starts with it), and a signed link's expiry and signature.
  [/https?:\/\/[^/\s"]+\/v2\b/y, () => 'https?://[^/\\s"]+/v2'],
  [/\bexpires=\d+/y, () => 'expires=\\d+'],
  [/\bsignature=[A-Za-z0-9_-]+/y, () => 'signature=[A-Za-z0-9_-]+'],
  [/\b(inv|cn|cus|req|msg|pay|evt|we)_(?:[A-Za-z0-9]{22}\b|\.\.\.)/y, (m) => `${m[1]}_[A-Za-z0-9]{22}`],
  [/\bsk_(test|live)_(?:[A-Za-z0-9]{32}\b|\.\.\.)/y, (m) => `sk_${m[1]}_[A-Za-z0-9]{32}`],
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z/y, () => '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{3})?Z'],
  [/\d{4}-\d{2}-\d{2}/y, () => '\\d{4}-\\d{2}-\\d{2}'],
];

/** True when `actual` is `documented`, with every varying part in a form of its own kind. */
export function sameText(documented: string, actual: string): boolean {
  let pattern = '';
  let literal = '';
  for (let at = 0; at < documented.length;) {
    let matched = false;
    for (const [token, form] of VARYING) {
      token.lastIndex = at;
      const match = token.exec(documented);
      if (!match) continue;
      pattern += escape(literal) + form(match);
      literal = '';
      at += match[0].length;
      matched = true;
      break;
    }
    if (!matched) literal += documented[at++];
  }
  if (pattern === '') return documented === actual;
  return new RegExp(`^${pattern}${escape(literal)}$`).test(actual);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
