// /manifest.json (D25): the package's name, version and base URL, its pages with one chunk
// per search record (with token counts), and its APIs; validated against /schema/v1.json.
import type { components } from '../../generated/site.js';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ContentDocument } from '../content/index.js';
import type { SchemaObject } from '../contracts/index.js';
import type { SiteInfo } from './llms-txt.js';
import type { OpenApiDocument } from '../../lib/openapi/index.js';
import { operations } from '../../lib/openapi/index.js';
import { digestPath } from '../paths.js';
import { TOKENIZER } from './tokens.js';

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

/** The texts whose token counts the manifest of `pages` records: each page, then each of its chunks. */
export function manifestTexts(pages: readonly ContentDocument[]): string[] {
  return pages.flatMap((page) => [page.markdown, ...chunkTexts(page)]);
}

function chunkTexts(page: ContentDocument): string[] {
  const lines = page.markdown.split('\n');
  return page.sections.map((s) => `${lines.slice(s.startLine - 1, s.endLine).join('\n')}\n`);
}

/** The manifest of a package made of `pages` and `apis`, with the token counts of manifestTexts(pages). */
export function manifestOf(info: SiteInfo, baseUrl: string, pages: readonly ContentDocument[], apis: readonly PackagedApi[], tokens: ReadonlyMap<string, number>): Manifest {
  const count = (text: string): number => tokens.get(text) ?? missing(text);
  return {
    name: info.name,
    version: info.version,
    summary: info.summary,
    baseUrl,
    tokenizer: TOKENIZER,
    pages: pages.map((page) => {
      const chunks = chunkTexts(page);
      return {
        slug: page.slug,
        title: page.title,
        description: page.description,
        order: page.order,
        path: page.path,
        tokens: count(page.markdown),
        chunks: page.sections.map((s, i) => ({
          id: s.anchor ? `${page.slug}#${s.anchor}` : page.slug,
          heading: s.heading,
          anchor: s.anchor,
          startLine: s.startLine,
          endLine: s.endLine,
          tokens: count(chunks[i]!),
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
        // The name in the package's paths: the operationId, made URL-safe where it is not (R171).
        id: op.slug,
        method: op.method as ManifestApi['operations'][number]['method'],
        path: op.path,
        ...(api.digests ? { digest: digestPath(op.slug) } : {}),
      })),
    })),
  };
}

function missing(text: string): never {
  throw new Error(`no token count for ${JSON.stringify(text.slice(0, 40))}: the counts must come from manifestTexts`);
}

/** Throws when `manifest` does not conform to `schema`, compiled with `ajv`; that would be a bug of the generator. */
export function assertValidManifest(manifest: Manifest, schema: SchemaObject, ajv: Ajv2020): void {
  const validate = ajv.compile(schema);
  if (!validate(manifest)) {
    const first = validate.errors?.[0];
    throw new Error(`the generated manifest does not conform to /schema/v1.json: ${first?.instancePath} ${first?.message}`);
  }
}
