// The string formats of the contract that a `pattern` narrows (D48: EmailAddress is the
// `email` format without quoted names, IP literals or one-label domains). The validator checks
// the pattern first and quotes it whole in its message; with this table, the error names the
// format in a sentence instead.
import type { OpenApiDocument } from '../../../lib/openapi/index.js';

const byContract = new WeakMap<OpenApiDocument, ReadonlyMap<string, string>>();

/**
 * Pattern -> format, for every schema of the contract that has both; found once per contract
 * document, which the server reads once per process (contract-document.ts) and builds every app from.
 */
export function patternFormats(contract: OpenApiDocument): ReadonlyMap<string, string> {
  let formats = byContract.get(contract);
  if (!formats) {
    formats = patternFormatsIn(contract);
    byContract.set(contract, formats);
  }
  return formats;
}

function patternFormatsIn(contract: OpenApiDocument): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const { pattern, format } = value as { pattern?: unknown; format?: unknown };
      if (typeof pattern === 'string' && typeof format === 'string') found.set(pattern, format);
      Object.values(value).forEach(visit);
    }
  };
  visit(contract.components);
  return found;
}
