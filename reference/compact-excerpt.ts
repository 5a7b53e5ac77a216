// The `compact` source: an excerpt of /api/invoicing.compact, the compact digest of the
// invoicing contract, written by the same writer as the file the site serves, so that the
// manual's examples of the notation are always what the notation says today.
// `show="meta ops:listInvoices,payInvoice failures:409 types:Money"` picks sections, and in
// each optionally some of its entries (an entry is a line and the indented lines under it).
import { digestOf, writeCompact } from '../sitegen/compact/index.js';
import type { GeneratedSource } from '../sitegen/content/index.js';
import type { OpenApiDocument } from '../lib/openapi/index.js';
import { checkAttributes } from '../sitegen/content/index.js';

/** The source for the digest of `invoicing`, as /api/invoicing.compact holds it. */
export function compactExcerptSource(invoicing: OpenApiDocument): GeneratedSource {
  const sections = sectionsOf(writeCompact(digestOf(invoicing)));
  return (attributes) => {
    checkAttributes('compact', attributes, ['show']);
    const parts = attributes.show!.trim().split(/\s+/).map((item) => {
      const [name = '', picked] = item.split(':');
      const entries = sections.get(name);
      if (!entries) throw new Error(`the digest has no section [${name}]; it has ${[...sections.keys()].map((s) => `[${s}]`).join(', ')}`);
      const chosen = picked === undefined ? entries : picked.split(',').map((key) => {
        const entry = entries.find((lines) => lines[0]!.split(/[\s=]/)[0] === key);
        if (!entry) throw new Error(`[${name}] of the digest has no entry ${key}`);
        return entry;
      });
      return [`[${name}]`, ...chosen.flat()].join('\n');
    });
    return ['```text illustrative an excerpt of /api/invoicing.compact, written from the contract when the site is built', parts.join('\n\n'), '```'].join('\n');
  };
}

/** Each section of a digest by name, as its entries, each entry as its lines. */
function sectionsOf(digest: string): Map<string, string[][]> {
  const sections = new Map<string, string[][]>();
  let entries: string[][] = [];
  for (const line of digest.split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) sections.set(header[1]!, (entries = []));
    else if (/^\s/.test(line) && entries.length > 0) entries.at(-1)!.push(line);
    else if (line.trim() !== '') entries.push([line]);
  }
  return sections;
}
