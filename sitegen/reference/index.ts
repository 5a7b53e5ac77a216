// The sources of `::generated{source="NAME"}` in folio's own manual: reference text made at
// build time from the invoicing contract, the code's constants and the command line's own
// definitions, so that the pages cannot disagree with what they describe.
import type { GeneratedSources } from '../generated-text.js';
import type { OpenApiDocument } from '../openapi.js';

export interface ReferenceInputs {
  /** The invoicing contract (openapi/invoicing.yaml), already loaded. */
  invoicing: OpenApiDocument;
}

/** Every generated source of the manual, by name. */
export async function referenceSources(inputs: ReferenceInputs): Promise<GeneratedSources> {
  void inputs;
  return {};
}
