// /manifest.json (D25): the package's name, version and base URL, its pages with one chunk
// per search record (with token counts), and its APIs; validated against /schema/v1.json.
import type { components } from '../../generated/site.js';
import { createAjv } from '../contracts/index.js';
import type { ContentDocument } from '../content/index.js';
import type { SchemaObject } from '../contracts/index.js';
import type { SiteInfo } from './llms-txt.js';
import type { OpenApiDocument } from '../../lib/openapi/index.js';
import { operations } from '../../lib/openapi/index.js';
import { digestPath } from '../paths.js';
import { tokenCount, TOKENIZER } from './tokens.js';

export type Manifest = components['schemas']['Manifest'];
type ManifestApi = components['schemas']['ManifestApi'];

export interface PackagedApi {
  name: string;
  doc: OpenApiDocument;
  openapi: string;
  compact: string;
  /** Whether /api/{operationId}.md exists for each operation. */
  digests: boolean;
}

/** The manifest of a package made of `pages` and `apis`. */
export function manifestOf(info: SiteInfo, baseUrl: string, pages: readonly ContentDocument[], apis: readonly PackagedApi[]): Manifest {
  return {
    name: info.name,
    version: info.version,
    summary: info.summary,
    baseUrl,
    tokenizer: TOKENIZER,
    pages: pages.map((page) => {
      const lines = page.markdown.split('\n');
      return {
        slug: page.slug,
        title: page.title,
        description: page.description,
        order: page.order,
        path: page.path,
        tokens: tokenCount(page.markdown),
        chunks: page.sections.map((s) => ({
          id: s.anchor ? `${page.slug}#${s.anchor}` : page.slug,
          heading: s.heading,
          anchor: s.anchor,
          startLine: s.startLine,
          endLine: s.endLine,
          tokens: tokenCount(`${lines.slice(s.startLine - 1, s.endLine).join('\n')}\n`),
        })),
      };
    }),
    apis: apis.map((api): ManifestApi => ({
      name: api.name,
      title: api.doc.info.title,
      version: api.doc.info.version,
      openapi: api.openapi,
      compact: api.compact,
      operations: operations(api.doc).map((op) => ({
        id: op.id,
        method: op.method as ManifestApi['operations'][number]['method'],
        path: op.path,
        ...(api.digests ? { digest: digestPath(op.id) } : {}),
      })),
    })),
  };
}

/** Throws when `manifest` does not conform to `schema`; that would be a bug of the generator. */
export function assertValidManifest(manifest: Manifest, schema: SchemaObject): void {
  const validate = createAjv().compile(schema);
  if (!validate(manifest)) {
    const first = validate.errors?.[0];
    throw new Error(`the generated manifest does not conform to /schema/v1.json: ${first?.instancePath} ${first?.message}`);
  }
}
