// The seller file of `folio accounts update NAME --seller FILE` (D35, R137): JSON in the contract's
// SellerProfile schema, checked against that schema and then the profile's own rules
// (completeSellerProfile: the API's text rule, the IBAN's check digits, the time zone), and
// refused in one line that names the field at fault. The read is bounded: a file over
// `sellerFileLimit` bytes, or one that is not a regular file (a device such as /dev/zero, a FIFO
// that may never be written), is refused without being read.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readOwnContract, withDefinitions } from '../../lib/openapi/index.js';
import { DomainError } from '../../server/domain/domain-error.js';
import type { SellerProfile } from '../../server/domain/records.js';
import { completeSellerProfile } from '../../server/domain/seller-profile.js';
import { packageRoot } from '../../server/package-root.js';
import { SettingError } from '../settings/options.js';

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
  if (error.keyword === 'enum') return `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  return error.message ?? 'is not valid';
}

/** The error to report: the one deepest in the file, which names the most precise field. */
function deepest(errors: readonly ErrorObject[]): ErrorObject {
  return [...errors].sort((a, b) => fieldOf(b).split('.').length - fieldOf(a).split('.').length)[0]!;
}

/** The largest seller file read, in bytes: a profile's fields hold a few kilobytes at most. */
export const sellerFileLimit = 64 * 1024;

/**
 * The text of `file`, read through at most `sellerFileLimit` + 1 bytes; the reason it is refused
 * otherwise. Opened without blocking, so a FIFO with no writer is refused at once instead of
 * waited on.
 */
function readBounded(file: string): { text: string } | { refused: string } {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    return { refused: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})` };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { refused: 'is not a regular file; give a JSON file' };
    if (stat.size > sellerFileLimit) return { refused: `is ${stat.size} bytes, over the limit of ${sellerFileLimit}` };
    const buffer = Buffer.alloc(sellerFileLimit + 1);
    let length = 0;
    for (let read = -1; read !== 0 && length < buffer.length; length += read) read = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > sellerFileLimit) return { refused: `is over the limit of ${sellerFileLimit} bytes` };
    try {
      return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, length)) };
    } catch {
      return { refused: 'is not UTF-8 text' };
    }
  } catch (error) {
    return { refused: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})` };
  } finally {
    closeSync(fd);
  }
}

/** The profile in `file`, complete with its defaults; a SettingError (exit status 2) names the field at fault. */
export function readSellerFile(file: string): Required<SellerProfile> {
  const fail = (message: string) => new SettingError(`--seller ${file}: ${message}`);
  const read = readBounded(file);
  if ('refused' in read) throw fail(`${read.refused}.`);
  let input: unknown;
  try {
    input = JSON.parse(read.text);
  } catch (error) {
    throw fail(`not JSON (${(error as Error).message})`);
  }
  const contract = readOwnContract(fileURLToPath(new URL('openapi/invoicing.yaml', packageRoot())));
  // The schema is folio's own, which `npm run lint` checks: not checked again against the
  // meta-schema, whose compilation cost each command about 90 ms (R210).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv, { mode: 'full' });
  const validate = ajv.compile(withDefinitions(contract, { $ref: '#/components/schemas/SellerProfile' }));
  if (!validate(input)) {
    const error = deepest(validate.errors ?? []);
    throw fail(`${fieldOf(error)} ${problemOf(error)}.`);
  }
  try {
    return completeSellerProfile(input as SellerProfile);
  } catch (error) {
    if (error instanceof DomainError) throw fail(error.param && !error.message.startsWith(error.param) ? `${error.param}: ${error.message}` : error.message);
    throw error;
  }
}
