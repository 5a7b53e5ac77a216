// What a JSON Schema of the contract allows, in words: the noun phrase for a value ("a string
// of 1 to 500 characters", "an integer from 1 to 100"), its bounds alone, and a short type
// label, read from the keywords (type, format, enum, min/max, lengths, items, keys, pattern,
// default, null), never from the descriptions.
import type { OpenApiDocument, Schema } from '../lib/openapi/index.js';
import { resolve } from '../lib/openapi/index.js';
import { code, formatNumber, joinWords } from '../sitegen/content/index.js';

/** X of `oneOf: [X, {type: 'null'}]`, the contract's way of letting a named schema be null. */
function nullableValue(schema: Schema): Schema | undefined {
  const options = schema.oneOf;
  if (options?.length !== 2 || !options.some((option) => option.type === 'null')) return undefined;
  return options.find((option) => option.type !== 'null');
}

/**
 * A schema with its `$ref` followed; keywords written beside the `$ref` (a description) win. A
 * named schema made nullable by a `oneOf` with null reads as that schema with `null` among its types.
 */
export function followed(doc: OpenApiDocument, schema: Schema): Schema {
  const value = nullableValue(schema);
  if (value !== undefined) {
    const { oneOf: _, ...beside } = schema;
    const inner = followed(doc, value);
    return { ...inner, ...beside, type: [...types(inner), 'null'] };
  }
  if (schema.$ref === undefined) return schema;
  const { $ref: _, ...beside } = schema;
  return { ...resolve(doc, schema), ...beside };
}

/** The name of the component a schema refers to, if it is a `$ref`. */
export function referenceName(schema: Schema): string | undefined {
  return schema.$ref?.split('/').at(-1);
}

/** The schema's description as one line, or ''. */
export function descriptionOf(doc: OpenApiDocument, schema: Schema): string {
  return (followed(doc, schema).description ?? '').replace(/\s+/g, ' ').trim();
}

function types(schema: Schema): string[] {
  return schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Whether `null` is allowed besides the value. */
export function isNullable(schema: Schema): boolean {
  return types(schema).includes('null');
}

/** Whether the schema is an object with named properties, described field by field. */
export function hasFields(doc: OpenApiDocument, schema: Schema): boolean {
  const target = followed(doc, schema);
  return types(target).includes('object') && target.properties !== undefined;
}

const FORMATS: Record<string, { noun: string; label: string }> = {
  email: { noun: 'an e-mail address', label: 'e-mail' },
  date: { noun: 'a calendar date (`YYYY-MM-DD`)', label: 'date' },
  'date-time': { noun: 'a date and time (RFC 3339)', label: 'date-time' },
  uri: { noun: 'a URL', label: 'URL' },
};

/**
 * Whether the string schema has a format these tables name in words ("an e-mail address"): the
 * words stand for it, and for a pattern that only narrows it (EmailAddress, whose own reference
 * page gives the rule), as they do for a component that only names it.
 */
function namedFormat(schema: Schema): boolean {
  return schema.format !== undefined && FORMATS[schema.format] !== undefined;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const units = (n: number): string => `${formatNumber(n)} ${n === 1 ? unit : `${unit}s`}`;
  if (min !== undefined && max !== undefined) return min === max ? units(max) : `${formatNumber(min)} to ${units(max)}`;
  if (max !== undefined) return `at most ${units(max)}`;
  if (min !== undefined) return `at least ${units(min)}`;
  return undefined;
}

function numberRange(schema: Schema): string | undefined {
  const { minimum: min, maximum: max } = schema;
  if (min !== undefined && max !== undefined) return `from ${formatNumber(min)} to ${formatNumber(max)}`;
  if (max !== undefined) return `of at most ${formatNumber(max)}`;
  if (min !== undefined) return `of at least ${formatNumber(min)}`;
  return undefined;
}

function unsupported(schema: Schema): void {
  const combined = (['allOf', 'oneOf', 'anyOf'] as const).find((k) => schema[k] !== undefined);
  if (combined) throw new Error(`a schema with ${combined} cannot be described in a reference table yet`);
}

/** The bounds of a value without its type: "1 to 500 characters", "from 1 to 100", "1 to 250 items"; undefined when it has none. */
export function boundsPhrase(doc: OpenApiDocument, schema: Schema): string | undefined {
  const target = followed(doc, schema);
  unsupported(target);
  const parts: string[] = [];
  if (target.enum !== undefined) parts.push(`one of ${joinWords(target.enum.map(code))}`);
  const kinds = types(target).filter((t) => t !== 'null');
  if (kinds.includes('string')) {
    const length = range(target.minLength, target.maxLength, 'character');
    if (length) parts.push(length);
    if (target.pattern !== undefined && !namedFormat(target)) parts.push(`matches ${code(target.pattern)}`);
  }
  if (kinds.includes('integer') || kinds.includes('number')) {
    const numbers = numberRange(target);
    if (numbers) parts.push(numbers.replace(/^of /, ''));
    if (target.multipleOf !== undefined) parts.push(`a multiple of ${formatNumber(target.multipleOf)}`);
  }
  if (kinds.includes('array')) {
    const count = range(target.minItems, target.maxItems, 'item');
    if (count) parts.push(count);
  }
  if (kinds.includes('object') && target.properties === undefined) {
    const keys = mapKeys(doc, target);
    if (keys) parts.push(keys);
  }
  if (target.default !== undefined) parts.push(`${formatDefault(target.default)} by default`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** What a value may be, as a noun phrase: "a string of 1 to 500 characters", "an integer from 1 to 100", "one of `EUR` or `USD`". */
export function valuePhrase(doc: OpenApiDocument, schema: Schema): string {
  const target = followed(doc, schema);
  unsupported(target);
  const kinds = types(target).filter((t) => t !== 'null');
  let phrase: string;
  if (target.enum !== undefined) {
    phrase = `one of ${joinWords(target.enum.map(code))}`;
  } else if (kinds.length === 1 && kinds[0] === 'string') {
    const noun = (target.format && FORMATS[target.format]?.noun) ?? 'a string';
    const length = range(target.minLength, target.maxLength, 'character');
    phrase = [noun, length && `of ${length}`, target.pattern !== undefined && !namedFormat(target) && `matching ${code(target.pattern)}`].filter(Boolean).join(' ');
  } else if (kinds.length === 1 && (kinds[0] === 'integer' || kinds[0] === 'number')) {
    phrase = [kinds[0] === 'integer' ? 'an integer' : 'a number', numberRange(target)].filter(Boolean).join(' ');
    if (target.multipleOf !== undefined) phrase += `, a multiple of ${formatNumber(target.multipleOf)}`;
  } else if (kinds.length === 1 && kinds[0] === 'array') {
    const count = range(target.minItems, target.maxItems, 'item');
    phrase = count ? `a list of ${count}` : 'a list';
    if (target.items && !hasFields(doc, target.items)) phrase += `, each ${valuePhrase(doc, target.items)}`;
  } else if (kinds.length === 1 && kinds[0] === 'object') {
    const keys = target.properties === undefined ? mapKeys(doc, target) : undefined;
    phrase = keys ? `an object of ${keys}` : 'an object';
  } else if (kinds.length === 1 && kinds[0] === 'boolean') {
    phrase = '`true` or `false`';
  } else {
    phrase = 'a value';
  }
  if (target.default !== undefined) phrase += `; ${formatDefault(target.default)} by default`;
  return isNullable(target) ? `${phrase}, or \`null\`` : phrase;
}

/** "at most 50 keys, each key of 1 to 40 characters and each value a string of at most 500 characters" for a map-like object. */
function mapKeys(doc: OpenApiDocument, schema: Schema): string | undefined {
  const count = range(schema.minProperties, schema.maxProperties, 'key');
  const names = schema.propertyNames && range(schema.propertyNames.minLength, schema.propertyNames.maxLength, 'character');
  const values = typeof schema.additionalProperties === 'object' ? valuePhrase(doc, schema.additionalProperties) : undefined;
  const each = [names && `each key of ${names}`, values && `each value ${values}`].filter(Boolean) as string[];
  if (!count && each.length === 0) return undefined;
  return [count ?? 'any number of keys', joinWords(each, 'and')].filter(Boolean).join(', ');
}

function formatDefault(value: unknown): string {
  return typeof value === 'number' ? formatNumber(value) : code(JSON.stringify(value));
}

/** A short type for a Type column: `string`, `string (e-mail)`, `Address`, `string or null`, `array of LineItem`. */
export function typeLabel(doc: OpenApiDocument, schema: Schema): string {
  const named = referenceName(nullableValue(schema) ?? schema);
  const target = followed(doc, schema);
  let label: string;
  const kinds = types(target).filter((t) => t !== 'null');
  if (named && !(kinds.length === 1 && kinds[0] === 'string' && namedFormat(target))) label = named;
  else if (kinds[0] === 'array' && target.items) label = `array of ${typeLabel(doc, target.items)}`;
  else {
    label = kinds.join(' or ') || 'any';
    if (target.format && FORMATS[target.format]) label += ` (${FORMATS[target.format]!.label})`;
  }
  return isNullable(target) ? `${label} or null` : label;
}
