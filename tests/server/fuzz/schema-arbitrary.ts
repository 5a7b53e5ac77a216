// JSON Schemas of the contract as fast-check arbitraries of the values that satisfy them.
// Handles type (and nullable type arrays), enum, minimum/maximum (and a number's exclusiveMinimum), minLength/maxLength (in
// code points, as ajv counts), minItems/maxItems, maxProperties, propertyNames, simple
// patterns, the formats date, date-time and email, required and additionalProperties, with the
// boundaries (exactly maxLength, maxItems...) generated on purpose. `$ref`s are already
// resolved by tests/helpers/contract.ts. Lone surrogates are left to hostile-input.test.ts.
import fc from 'fast-check';
import { refusedCodePoint } from '../../../server/domain/xml-text.js';
import type { JsonSchema } from '../../helpers/contract.js';

export type Path = Array<string | number>;

/** How a value travels: a JSON body keeps its types; a query string or a header carries text. */
export type Wire = 'json' | 'query' | 'header';

export interface Generation {
  wire: Wire;
  /**
   * Values for rules that the schema states only in prose (D4: a customer of the key's
   * account, a tax rate with at most four decimals, a due date not before today), by
   * property name. Without a hint a property gets whatever its schema allows. A hint given as a
   * function gets the property's schema, for a name that several schemas use (`amount`), and
   * may answer undefined to leave the property to its schema.
   */
  hints?: Record<string, fc.Arbitrary<unknown> | ((schema: JsonSchema) => fc.Arbitrary<unknown> | undefined)>;
}

/** `['lines', 0, 'quantity']` -> `lines[0].quantity`; the root is null. */
export function paramOf(path: Path): string | null {
  if (path.length === 0) return null;
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

const maxSafe = Number.MAX_SAFE_INTEGER;

export const typesOf = (schema: JsonSchema): string[] => {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  return [];
};

/** One code point of a header: printable ASCII without the space. */
const headerCodePoint = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c));

/**
 * `c` as a character XML can hold: a refused control moves up to printable ASCII, U+FFFE and
 * U+FFFF become U+FFFD. A map, not a filter, so that a seed draws the cases it always drew.
 */
const xmlCodePoint = (c: number): string =>
  refusedCodePoint(String.fromCodePoint(c)) === undefined ? String.fromCodePoint(c) : String.fromCodePoint(c < 0x20 ? c + 0x20 : 0xfffd);

/**
 * One code point of a body or a query: mostly printable ASCII, sometimes anything in Unicode that
 * XML 1.0 can hold (no lone surrogate half, no U+0000 or other C0 control but tab, LF and CR, no
 * U+FFFE or U+FFFF), as the contract's info requires of all text
 * (hostile-fuzz.test.ts sends it). Drawn as a number: fast-check's one-character `binary`
 * string maps all of Unicode back to indexes when it is made, a second of work.
 */
const textCodePoint = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff).map(xmlCodePoint) },
);

/** One code point as the wire carries it. */
export const codePoint = (wire: Wire): fc.Arbitrary<string> => (wire === 'header' ? headerCodePoint : textCodePoint);

/** ajv counts string length in code points, and so does the contract. */
const codePoints = (text: string): number => [...text].length;

/** Whether a string's length in code points is within the schema's bounds. */
export const lengthOk = (schema: JsonSchema, text: string) =>
  codePoints(text) >= (schema.minLength ?? 0) && codePoints(text) <= (schema.maxLength ?? Infinity);

/** Valid and invalid values for the formats the contract uses. */
export const formats: Record<string, { valid: fc.Arbitrary<string>; invalid: string[] }> = {
  date: {
    valid: fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    invalid: ['2027-02-30', '2027-13-01', '2027-1-1', '20270101', 'tomorrow', '2027-02-28T00:00:00Z'],
  },
  'date-time': {
    valid: fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString()),
    invalid: ['2027-02-30T00:00:00Z', '2027-01-01', '2027-01-01T25:00:00Z', 'now', '2027-01-01 00:00:00'],
  },
  email: {
    valid: fc.tuple(
      fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,18}[a-z0-9])?$/).filter((local) => !local.includes('..')),
      fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/),
      fc.constantFrom('example', 'test', 'co.uk'),
    ).map(([local, host, tld]) => `${local}@${host}.${tld}`),
    invalid: ['not-an-email', 'a@', '@b.example', 'a b@c.example', 'a@@b.example'],
  },
};

/** The strings a pattern matches, one arbitrary per pattern: fast-check's are costly to make. */
const matchingStrings = new Map<string, fc.Arbitrary<string>>();
const matching = (pattern: string): fc.Arbitrary<string> => {
  let arbitrary = matchingStrings.get(pattern);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(new RegExp(pattern));
    matchingStrings.set(pattern, arbitrary);
  }
  return arbitrary;
};

export function stringArbitrary(schema: JsonSchema, gen: Generation): fc.Arbitrary<string> {
  const format = schema.format === undefined ? undefined : formats[schema.format];
  if (format) return format.valid.filter((text) => lengthOk(schema, text));
  if (schema.pattern !== undefined) return matching(schema.pattern).filter((text) => lengthOk(schema, text));
  const unit = codePoint(gen.wire);
  const minLength = schema.minLength ?? 0;
  const plain = fc.string({ unit, minLength, ...(schema.maxLength === undefined ? {} : { maxLength: schema.maxLength }) });
  const edges: Array<fc.WeightedArbitrary<string>> = [{ weight: 8, arbitrary: plain }];
  if (minLength > 0) edges.push({ weight: 1, arbitrary: fc.string({ unit, minLength, maxLength: minLength }) });
  if (schema.maxLength !== undefined) {
    edges.push({ weight: 1, arbitrary: fc.string({ unit, minLength: schema.maxLength, maxLength: schema.maxLength }) });
  }
  return fc.oneof(...edges);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -maxSafe;
  const max = schema.maximum ?? maxSafe;
  return fc.oneof(
    { weight: 6, arbitrary: fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const above = schema.exclusiveMinimum as number | undefined;
  const min = above ?? schema.minimum ?? -Number.MAX_VALUE;
  const max = schema.maximum ?? Number.MAX_VALUE;
  const numbers = fc.oneof(integerArbitrary({ minimum: Math.ceil(min), maximum: Math.floor(max) }), fc.double({ min, max, noNaN: true }));
  return above === undefined ? numbers : numbers.filter((value) => value > above);
}

function objectArbitrary(schema: JsonSchema, gen: Generation): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    const key = stringArbitrary(schema.propertyNames ?? { type: 'string' }, gen);
    const value = arbitraryOf(schema.additionalProperties, gen);
    const sized = (minKeys: number, maxKeys?: number) =>
      fc.dictionary(key, value, { minKeys, ...(maxKeys === undefined ? {} : { maxKeys }), noNullPrototype: true });
    const minKeys = schema.minProperties ?? 0;
    if (schema.maxProperties === undefined) return sized(minKeys);
    return fc.oneof({ weight: 9, arbitrary: sized(minKeys, schema.maxProperties) }, { weight: 1, arbitrary: sized(schema.maxProperties, schema.maxProperties) });
  }
  const hinted = (name: string, property: JsonSchema) => {
    const hint = gen.hints?.[name];
    return typeof hint === 'function' ? hint(property) : hint;
  };
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, hinted(name, property) ?? arbitraryOf(property, gen)]));
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(model, { requiredKeys, noNullPrototype: true });
}

function arrayArbitrary(schema: JsonSchema, gen: Generation): fc.Arbitrary<unknown[]> {
  const item = arbitraryOf(schema.items ?? {}, gen);
  const minLength = schema.minItems ?? 0;
  const plain = fc.array(item, { minLength, ...(schema.maxItems === undefined ? {} : { maxLength: schema.maxItems }) });
  if (schema.maxItems === undefined) return plain;
  return fc.oneof({ weight: 19, arbitrary: plain }, { weight: 1, arbitrary: fc.array(item, { minLength: schema.maxItems, maxLength: schema.maxItems }) });
}

/** Values that satisfy `schema`. On the query or header wire, scalars come as the text sent. */
export function arbitraryOf(schema: JsonSchema, gen: Generation): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  // A field that is one schema or null (`oneOf: [X, {type: null}]`) is either; the choices are disjoint.
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, gen)));
  const text = gen.wire !== 'json';
  const byType = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string': return stringArbitrary(schema, gen);
      case 'integer': return text ? integerArbitrary(schema).map(String) : integerArbitrary(schema);
      case 'number': return text ? numberArbitrary(schema).map(String) : numberArbitrary(schema);
      case 'boolean': return text ? fc.boolean().map(String) : fc.boolean();
      case 'null': return fc.constant(null);
      case 'array': return arrayArbitrary(schema, gen);
      case 'object': return objectArbitrary(schema, gen);
      default: throw new Error(`No arbitrary for type ${type}.`);
    }
  });
  if (byType.length === 0) return fc.jsonValue();
  return byType.length === 1 ? byType[0]! : fc.oneof(...byType);
}
