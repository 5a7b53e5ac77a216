// The contract's webhook entries as validators (Ajv, JSON Schema 2020-12 with formats), built
// once per process: what a test needs to say whether an event matches the entry of its type.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract } from './contract.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

/** A validator per webhook name (event type), in the contract's order. */
export const webhookValidators: ReadonlyMap<string, ValidateFunction> = new Map(loadContract().webhooks.map((w) => [w.name, ajv.compile(w.requestBodySchema)]));

/** Why `event` does not match the webhook entry of its type, one line per problem; empty when it does. */
export function webhookProblems(event: { type: string }): string[] {
  const validate = webhookValidators.get(event.type);
  if (!validate) return [`no webhook entry for ${event.type}`];
  const valid = validate(event as unknown);
  return valid ? [] : (validate.errors ?? []).map((e) => `${event.type}${e.instancePath} ${e.message}`);
}
