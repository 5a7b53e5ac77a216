// The table of folio's generated sources, by the name a page gives in `source="NAME"`. To add
// one: write a module whose export is a GeneratedSource (attributes in, Markdown out; throw an
// Error whose message is the problem), and list it here under its name.
import type { Command } from 'commander';
import type { OpenApiDocument } from '../lib/openapi/index.js';
import type { ContractCache, GeneratedSources } from '../sitegen/index.js';
import { boundsTable } from './bounds.js';
import { changelogSource } from './changelog.js';
import type { ChangelogInputs } from './changelog.js';
import { cliReference } from './cli-reference.js';
import { compactExcerptSource } from './compact-excerpt.js';
import { diffRulesTable } from './diff-rules.js';
import { eInvoiceFormatsTable, eInvoiceRulesTable, taxCategoriesTable } from './e-invoices.js';
import { errorTypesTable } from './error-types.js';
import { fieldsTable } from './fields.js';
import { invoiceStatesTable, invoiceTransitionsTable } from './lifecycle.js';
import { listFiltersTable } from './list-filters.js';
import { limitsTable, rateLimitsTable } from './service-limits.js';
import { settingsTable, type CommandLineSettings } from './settings.js';
import { valueSource } from './values.js';

export interface ReferenceInputs {
  /** The invoicing contract (openapi/invoicing.yaml), already loaded: the build's example API. */
  example: OpenApiDocument;
  /** The contracts the build loaded, by absolute file; the changelogs take the working contracts from here when they are folio's own. */
  byFile?: ReadonlyMap<string, OpenApiDocument>;
  /** The build's cache of parsed contracts, through which the changelogs read the snapshots. */
  cache?: ContractCache;
}

/**
 * Every generated source of folio's manual, by name, for the build's `generated` option. The
 * command line and its settings table are handed in (`folio build` hands its own program and
 * cli/settings/options.ts's `folioSettings`) rather than imported, so that reference/ never
 * imports cli/, which imports it; the program's actions never run here.
 */
export function folioReferenceSources(program: Command, settings: CommandLineSettings): (inputs: ReferenceInputs) => Promise<GeneratedSources> {
  return async (inputs) => referenceSources(program, settings, inputs.example, { byFile: inputs.byFile ?? new Map(), cache: inputs.cache });
}

function referenceSources(program: Command, settings: CommandLineSettings, invoicing: OpenApiDocument, loaded: ChangelogInputs): GeneratedSources {
  return {
    cli: cliReference(program),
    settings: settingsTable(program, settings),
    'error-types': errorTypesTable(invoicing),
    bounds: boundsTable(invoicing),
    changelog: changelogSource(loaded),
    compact: compactExcerptSource(invoicing),
    'diff-rules': diffRulesTable,
    'einvoice-formats': eInvoiceFormatsTable,
    'einvoice-rules': eInvoiceRulesTable,
    'tax-categories': taxCategoriesTable(invoicing),
    fields: fieldsTable(invoicing),
    limits: limitsTable,
    'list-filters': listFiltersTable(invoicing),
    'rate-limits': rateLimitsTable,
    'invoice-states': invoiceStatesTable(invoicing),
    'invoice-transitions': invoiceTransitionsTable(invoicing),
    value: valueSource(invoicing),
  };
}
