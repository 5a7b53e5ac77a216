// Checks a tool call's arguments against the tool's input schema before anything is sent
// (R147): an argument of the wrong type, a missing one or one the tool does not take is
// answered as a tool error whose one sentence names the argument, and the API is not called.
// The docs tools' arguments are checked the same way (docs-tools.ts).
// The path, query and header arguments are checked whole, since they are turned into text on
// the way, where an object would become "[object Object]". The body is checked for its type
// only: it goes to the API as the JSON it is, and the API checks its content against the same
// contract and answers the contract's Error body, naming the field (`lines[0].quantity`).
// Ajv and each tool's validator are made at the first call that needs them, not at start-up.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { SchemaObject } from '../../lib/openapi/index.js';
import { BODY } from './input-schema.js';

/** What is wrong with a call's arguments: one sentence, and the argument it names. */
export interface ArgumentProblem {
  message: string;
  param?: string;
}

const validators = new WeakMap<object, ValidateFunction>();
let ajv: Promise<{ compile(schema: SchemaObject): ValidateFunction }> | undefined;

/** The first argument of `args` that the input schema of the tool `tool` refuses, or undefined when it refuses none. */
export async function argumentProblem(tool: { name: string; inputSchema: SchemaObject }, args: Record<string, unknown>): Promise<ArgumentProblem | undefined> {
  let validate = validators.get(tool.inputSchema);
  if (validate === undefined) {
    validate = (await (ajv ??= makeAjv())).compile(checkedSchema(tool.inputSchema));
    validators.set(tool.inputSchema, validate);
  }
  if (validate(args)) return undefined;
  const [error] = validate.errors ?? [];
  if (error === undefined) return { message: `The arguments of ${tool.name} do not fit its input schema.` };
  const [param, message] = describe(tool.name, error, args);
  return param === undefined ? { message } : { message, param };
}

/**
 * Ajv for JSON Schema 2020-12, lenient about the contract's own keywords; formats are left to the
 * API. An input schema is made from the contract, which `npm run lint` checks, and is not checked
 * again against the meta-schema: compiling the meta-schema cost a `folio mcp` process's first call
 * of an API tool about 90 ms (R210).
 */
async function makeAjv(): Promise<{ compile(schema: SchemaObject): ValidateFunction }> {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  return new Ajv2020({ strict: false, validateFormats: false, allErrors: false, validateSchema: false });
}

/** The input schema with the body's content left to the API: the body is checked for its type alone. */
function checkedSchema(schema: SchemaObject): SchemaObject {
  const properties = schema.properties as Record<string, SchemaObject>;
  const body = properties[BODY];
  if (body === undefined) return schema;
  return { ...schema, properties: { ...properties, [BODY]: body.type === undefined ? {} : { type: body.type } } };
}

/** The argument at fault, as `param` names it, and one sentence about it. */
function describe(tool: string, error: ErrorObject, args: Record<string, unknown>): [string | undefined, string] {
  const path = error.instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const param = path.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out === '' ? part : `${out}.${part}`), '');
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return [joined(param, String(params.missingProperty)), `${joined(param, String(params.missingProperty))} is required.`];
    case 'additionalProperties':
      return param === ''
        ? [String(params.additionalProperty), `${tool} takes no argument ${JSON.stringify(params.additionalProperty)}.`]
        : [joined(param, String(params.additionalProperty)), `${param} takes no key ${JSON.stringify(params.additionalProperty)}.`];
    case 'type':
      return [param, `${param} must be ${kinds(params.type)}, not ${kindOf(valueAt(args, path))}.`];
    case 'enum':
      return [param, `${param} must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}.`];
    default:
      return [param || undefined, `${param || 'The arguments'} ${error.message ?? 'do not fit the input schema'}.`];
  }
}

const joined = (param: string, key: string) => (param === '' ? key : `${param}.${key}`);

function valueAt(args: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), args);
}

/** `string` -> `a string`; `["string","null"]` -> `a string or null`. */
function kinds(type: unknown): string {
  const names = (Array.isArray(type) ? type : [type]).map((name) => (name === 'null' ? 'null' : `${/^[aeiou]/.test(String(name)) ? 'an' : 'a'} ${String(name)}`));
  return names.join(' or ');
}

/** What kind of JSON value a call gave: `an object`, `a string`, `an array`, `null`. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return kinds(typeof value);
}
