// The seller file of `folio accounts update NAME --seller FILE` (D35): JSON in the contract's
// SellerProfile schema, checked against that schema and the rules of the profile, and refused in
// one line that names the field at fault.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readOpenApi, withDefinitions } from '../lib/openapi/index.js';
import { DomainError } from '../server/domain/domain-error.js';
import type { SellerProfile } from '../server/domain/records.js';
import { completeSellerProfile } from '../server/domain/seller-profile.js';
import { packageRoot } from '../server/package-root.js';
import { SettingError } from './settings/options.js';

/** The field an Ajv error is about, as a dotted path (`address.country`, `payment.iban`). */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').slice(1);
  const child = (error.params as { missingProperty?: string; additionalProperty?: string });
  return [...path, ...(child.missingProperty ? [child.missingProperty] : []), ...(child.additionalProperty ? [child.additionalProperty] : [])].join('.') || '(the file)';
}

/** What is wrong with the field, in words. */
function problemOf(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties') return 'is not a field of a seller profile';
  return error.message ?? 'is not valid';
}

/** The error to report: the one deepest in the file, which names the most precise field. */
function deepest(errors: readonly ErrorObject[]): ErrorObject {
  return [...errors].sort((a, b) => fieldOf(b).split('.').length - fieldOf(a).split('.').length)[0]!;
}

/** The profile in `file`, complete with its defaults; a SettingError (exit status 2) names the field at fault. */
export function readSellerFile(file: string): Required<SellerProfile> {
  const fail = (message: string) => new SettingError(`--seller ${file}: ${message}`);
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw fail(error instanceof SyntaxError ? `not JSON (${error.message})` : 'cannot be read');
  }
  const contract = readOpenApi(new URL('openapi/invoicing.yaml', packageRoot()));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv, { mode: 'full' });
  const validate = ajv.compile(withDefinitions(contract, { $ref: '#/components/schemas/SellerProfile' }));
  if (!validate(input)) {
    const error = deepest(validate.errors ?? []);
    throw fail(`${fieldOf(error)} ${problemOf(error)}.`);
  }
  try {
    return completeSellerProfile(input as SellerProfile);
  } catch (error) {
    if (error instanceof DomainError) throw fail(`${error.param}: ${error.message}`);
    throw error;
  }
}
