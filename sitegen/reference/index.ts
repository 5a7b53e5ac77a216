// The sources of `::generated{source="NAME"}` in folio's own manual: reference text made at
// build time from the invoicing contract, the code's constants and the command line's own
// definitions, so that the pages cannot disagree with what they describe.
import type { GeneratedSources } from '../generated-text.js';
import type { OpenApiDocument } from '../openapi.js';
import { boundsTable } from './bounds.js';
import { cliReference } from './cli-reference.js';
import { compactExcerptSource } from './compact-excerpt.js';
import { errorTypesTable } from './error-types.js';
import { fieldsTable } from './fields.js';
import { invoiceStatesTable, invoiceTransitionsTable } from './lifecycle.js';
import { limitsTable, rateLimitsTable } from './service-limits.js';
import { settingsTable } from './settings.js';
import { valueSource } from './values.js';

export interface ReferenceInputs {
  /** The invoicing contract (openapi/invoicing.yaml), already loaded. */
  invoicing: OpenApiDocument;
}

/** Every generated source of the manual, by name. */
export async function referenceSources(inputs: ReferenceInputs): Promise<GeneratedSources> {
  // The command line loads only here; its actions, and what they import, never run.
  const { folioProgram } = await import('../../cli/program.js');
  const program = folioProgram();
  return {
    cli: cliReference(program),
    settings: settingsTable(program),
    'error-types': errorTypesTable(inputs.invoicing),
    bounds: boundsTable(inputs.invoicing),
    compact: compactExcerptSource(inputs.invoicing),
    fields: fieldsTable(inputs.invoicing),
    limits: limitsTable,
    'rate-limits': rateLimitsTable,
    'invoice-states': invoiceStatesTable(inputs.invoicing),
    'invoice-transitions': invoiceTransitionsTable(inputs.invoicing),
    value: valueSource(inputs.invoicing),
  };
}
