// The examples an OpenAPI 3.1 document gives for a media type (D44): its own `examples` map
// of Example Objects (local `$ref`s followed) or its single `example`, and otherwise the first
// of its schema's JSON Schema `examples`. The site's samples and the contract's tests read
// them from here.
import type { MediaType, OpenApiDocument, Schema } from './document.js';
import { resolve } from './operations.js';

/** One example value, with its name in the media type's map and its one-line summary. */
export interface NamedExample {
  name: string;
  summary?: string;
  value: unknown;
}

/** The examples a media type declares itself, in document order; empty when it declares none. */
export function mediaTypeExamples(doc: OpenApiDocument, media: MediaType): NamedExample[] {
  if (media.examples) {
    return Object.entries(media.examples).flatMap(([name, raw]) => {
      const example = resolve(doc, raw);
      return 'value' in example ? [{ name, summary: example.summary, value: example.value }] : [];
    });
  }
  return media.example === undefined ? [] : [{ name: 'example', value: media.example }];
}

/** The example to show for a media type: its own first one, else its schema's first one. */
export function exampleOf(doc: OpenApiDocument, media: MediaType): NamedExample | undefined {
  const own = mediaTypeExamples(doc, media)[0];
  if (own) return own;
  const schema: Schema | undefined = media.schema && resolve(doc, media.schema);
  const value = schema?.examples?.[0] ?? schema?.example;
  return value === undefined ? undefined : { name: 'example', value };
}
