// The one place that configures Ajv for JSON Schema 2020-12, so that the build and the tests
// validate with the same rules.
import { Ajv2020 } from 'ajv/dist/2020.js';

/** A strict Ajv 2020-12 instance that knows the `uri` format. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addFormat('uri', { type: 'string', validate: (value: string) => URL.canParse(value) });
  return ajv;
}

const shared = new WeakMap<object, Ajv2020>();

/**
 * The one Ajv instance for what a build validates against `owner` (its loaded site contract),
 * so that JSON Schema's meta-schema, which checks every schema compiled, is compiled once per
 * build instead of once per schema. A build's own schemas carry distinct `$id`s.
 */
export function ajvFor(owner: object): Ajv2020 {
  let ajv = shared.get(owner);
  if (!ajv) shared.set(owner, (ajv = createAjv()));
  return ajv;
}
