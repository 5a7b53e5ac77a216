// What the site's browser search finds: every section of the manual, and from each contract
// every operation (its id, method, path, summary and description), every webhook event and
// every schema, each with the package path and fragment of the page that shows it.
import type { OpenApiDocument } from '../../../lib/openapi/index.js';
import { entryTitle, operations, resolve, webhooks } from '../../../lib/openapi/index.js';
import type { ContentDocument } from '../../content/index.js';
import { docHtmlPath, operationHtmlPath, schemaHtmlPath, webhookHtmlPath } from '../urls.js';

export interface BrowserRecord {
  /** Package path of the page. */
  file: string;
  /** Fragment on the page; empty for its top. */
  anchor: string;
  title: string;
  heading: string;
  /** Words of the record, Markdown syntax removed. */
  text: string;
  /** A section of the manual, or an operation, event or schema of a contract. */
  kind: 'manual' | 'reference';
}


/** The sections of the manual's pages, in page order. */
export function manualRecords(pages: readonly ContentDocument[]): BrowserRecord[] {
  return pages.flatMap((page) => page.sections.map((section) => ({
    kind: 'manual', file: docHtmlPath(page.slug), anchor: section.anchor, title: page.title, heading: section.heading, text: section.text,
  })));
}

/** The operations, webhook events and schemas of the API served under /reference/{api}/. */
export function referenceRecords(api: string, doc: OpenApiDocument): BrowserRecord[] {
  const records: BrowserRecord[] = [];
  for (const entry of operations(doc)) {
    records.push({ file: operationHtmlPath(api, entry.slug), anchor: '', kind: 'reference', title: entryTitle(entry), heading: entry.id, text: words(`${entry.method} ${entry.path}. ${entry.operation.description ?? ''}`) });
  }
  for (const entry of webhooks(doc)) {
    records.push({ file: webhookHtmlPath(api, entry.slug), anchor: '', kind: 'reference', title: entryTitle(entry), heading: entry.path, text: words(`Event ${entry.path}. ${entry.operation.description ?? entry.operation.summary ?? ''}`) });
  }
  for (const [name, raw] of Object.entries(doc.components?.schemas ?? {})) {
    const schema = resolve(doc, raw);
    const fields = Object.keys(schema.properties ?? {}).join(', ');
    records.push({ file: schemaHtmlPath(api, name), anchor: '', kind: 'reference', title: name, heading: name, text: words(`Schema ${name}. ${schema.description ?? ''}${fields ? ` Fields: ${fields}.` : ''}`) });
  }
  return records;
}

/** A contract description's words: links keep their text, code its characters, emphasis and line breaks go. */
function words(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`+|\*\*?/g, '').replace(/\s+/g, ' ').trim();
}
