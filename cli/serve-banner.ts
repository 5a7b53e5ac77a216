// What `folio serve` prints once it listens, beside the line that says where: for --demo, the
// `export` lines a newcomer pastes so that the manual's examples run as written (R113), and for
// --site, where the site is and whether its links lead back to it (R114).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The variables the manual's examples read, with the demo sandbox's values, as shell lines. */
export function demoLines(demo: { url: string; key: string; customerId: string }): string[] {
  return [
    '',
    "  Paste these lines into your shell, so that the manual's examples run as written:",
    `  export FOLIO_BASE_URL=${demo.url}`,
    `  export FOLIO_API_KEY=${demo.key}`,
    `  export FOLIO_CUSTOMER_ID=${demo.customerId}`,
    '',
    '  Try it:',
    `  curl -H "Authorization: Bearer ${demo.key}" ${demo.url}/invoices`,
    '',
  ];
}

/**
 * Where the site is served, and a warning when it was built for another address: its llms.txt,
 * sitemap and `folio ask` answers would send readers there instead of to this copy.
 */
export function siteLines(site: { dir: string; url: string }): string[] {
  const lines = [`  Reference site:  ${site.url}/ (from ${site.dir}/; for agents: ${site.url}/llms.txt)`];
  const built = builtFor(site.dir);
  if (built !== undefined && built !== site.url) {
    lines.push(`  Its links point at ${built}: build it with --base-url ${site.url} to link here, as npm start does.`);
  }
  return [...lines, ''];
}

/** The base URL in the site's manifest.json, or undefined when it cannot be read. */
function builtFor(dir: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { baseUrl?: unknown };
    return typeof manifest.baseUrl === 'string' ? manifest.baseUrl : undefined;
  } catch {
    return undefined;
  }
}
