// The site's base URL: its default and the check every `--base-url` goes through. A module of
// its own, without imports, because the settings table of every command reads it, the fast
// start paths of `folio mcp` and `folio build` too, and build-options.ts would bring the
// contracts' parsers with it (R164).

export const DEFAULT_BASE_URL = 'https://docs.folio.example';
/** The base URL of a site built from `contracts` when none is given: a name reserved for examples. */
export const CONTRACTS_BASE_URL = 'https://docs.example.com';

/** An absolute http(s) URL without query, fragment or trailing slash. */
export function normalizeBaseUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(`invalid base URL ${JSON.stringify(value)}: expected an absolute http(s) URL such as ${DEFAULT_BASE_URL}`);
  }
  return url.href.replace(/\/+$/, '');
}
