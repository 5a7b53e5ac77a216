// Every rule `folio diff` applies: its id, its level, and when it applies, in one sentence. The
// rule modules report by id; the manual's table of rules is made from this list.
import type { Level } from './change.js';

export interface Rule {
  id: string;
  level: Level;
  /** When the rule applies, as one sentence. */
  when: string;
}

const READ_GONE = 'A field that clients or receivers read is gone.';
const READ_ENUM_GONE = 'A value that clients or receivers could read is gone.';
const READ_ENUM_NEW = 'A value that clients or receivers have never seen may now come: a `switch` over it needs a default case.';
const READ_SHAPE_NEW = 'A `oneOf` that clients or receivers read may take a new shape.';
const READ_SHAPE_GONE = 'A `oneOf` that clients or receivers read no longer takes one of its shapes.';
const REFUSED = 'The service refuses what it accepted.';
const ACCEPTS_MORE = 'The service accepts more than before.';
const MEDIA_GONE = 'A media type of a request body, a response or a webhook payload is gone.';
const MEDIA_NEW = 'A request body, a response or a webhook payload has a new media type.';
const NEW_FIELD = 'A new field to read, or a new optional field to send.';

/** The rules, breaking first, in the order the manual lists them. */
export const RULES: readonly Rule[] = [
  { id: 'path-removed', level: 'breaking', when: 'A path, or one method of it, is gone.' },
  { id: 'operation-removed', level: 'breaking', when: 'A path, or one method of it, is gone.' },
  { id: 'response-removed', level: 'breaking', when: 'An operation no longer answers a status, or no longer sends a header.' },
  { id: 'response-header-removed', level: 'breaking', when: 'An operation no longer answers a status, or no longer sends a header.' },
  { id: 'response-property-removed', level: 'breaking', when: READ_GONE },
  { id: 'webhook-property-removed', level: 'breaking', when: READ_GONE },
  { id: 'response-property-optional', level: 'breaking', when: 'A field that clients or receivers read may now be missing.' },
  { id: 'webhook-property-optional', level: 'breaking', when: 'A field that clients or receivers read may now be missing.' },
  { id: 'response-nullable', level: 'breaking', when: 'A field that clients or receivers read may now be null.' },
  { id: 'webhook-nullable', level: 'breaking', when: 'A field that clients or receivers read may now be null.' },
  { id: 'response-enum-value-removed', level: 'breaking', when: READ_ENUM_GONE },
  { id: 'webhook-enum-value-removed', level: 'breaking', when: READ_ENUM_GONE },
  { id: 'parameter-removed', level: 'breaking', when: 'A parameter is gone, became required, or was added as required.' },
  { id: 'parameter-required', level: 'breaking', when: 'A parameter is gone, became required, or was added as required.' },
  { id: 'request-property-required', level: 'breaking', when: 'A request field, or the body, became required or was added as required.' },
  { id: 'request-body-required', level: 'breaking', when: 'A request field, or the body, became required or was added as required.' },
  { id: 'request-body-removed', level: 'breaking', when: REFUSED },
  { id: 'request-property-removed', level: 'breaking', when: REFUSED },
  { id: 'request-enum-value-removed', level: 'breaking', when: REFUSED },
  { id: 'request-variant-removed', level: 'breaking', when: REFUSED },
  { id: 'request-null-refused', level: 'breaking', when: REFUSED },
  { id: 'request-bound-narrowed', level: 'breaking', when: "A request field's length, range, count, pattern or allowed values are narrower." },
  { id: 'type-changed', level: 'breaking', when: "A field's type or format changed, in either direction." },
  { id: 'format-changed', level: 'breaking', when: "A field's type or format changed, in either direction." },
  { id: 'request-media-type-removed', level: 'breaking', when: MEDIA_GONE },
  { id: 'response-media-type-removed', level: 'breaking', when: MEDIA_GONE },
  { id: 'webhook-media-type-removed', level: 'breaking', when: MEDIA_GONE },
  { id: 'webhook-removed', level: 'breaking', when: 'A webhook is no longer sent.' },
  { id: 'response-enum-value-added', level: 'warning', when: READ_ENUM_NEW },
  { id: 'webhook-enum-value-added', level: 'warning', when: READ_ENUM_NEW },
  { id: 'response-variant-added', level: 'warning', when: READ_SHAPE_NEW },
  { id: 'webhook-variant-added', level: 'warning', when: READ_SHAPE_NEW },
  { id: 'operation-deprecated', level: 'warning', when: 'An operation is marked deprecated.' },
  { id: 'operation-added', level: 'info', when: 'Something new to call, receive or handle.' },
  { id: 'webhook-added', level: 'info', when: 'Something new to call, receive or handle.' },
  { id: 'response-added', level: 'info', when: 'Something new to call, receive or handle.' },
  { id: 'response-property-added', level: 'info', when: NEW_FIELD },
  { id: 'webhook-property-added', level: 'info', when: NEW_FIELD },
  { id: 'request-property-added', level: 'info', when: NEW_FIELD },
  { id: 'parameter-added', level: 'info', when: 'A new optional parameter or request body.' },
  { id: 'request-body-added', level: 'info', when: 'A new optional parameter or request body.' },
  { id: 'request-enum-value-added', level: 'info', when: ACCEPTS_MORE },
  { id: 'request-bound-widened', level: 'info', when: ACCEPTS_MORE },
  { id: 'request-property-optional', level: 'info', when: ACCEPTS_MORE },
  { id: 'request-variant-added', level: 'info', when: ACCEPTS_MORE },
  { id: 'response-variant-removed', level: 'info', when: READ_SHAPE_GONE },
  { id: 'webhook-variant-removed', level: 'info', when: READ_SHAPE_GONE },
  { id: 'request-media-type-added', level: 'info', when: MEDIA_NEW },
  { id: 'response-media-type-added', level: 'info', when: MEDIA_NEW },
  { id: 'webhook-media-type-added', level: 'info', when: MEDIA_NEW },
];

const BY_ID = new Map(RULES.map((rule) => [rule.id, rule]));

/** The rule with `id`; throws for an id the table does not hold (a mistake in a rule module). */
export function ruleOf(id: string): Rule {
  const rule = BY_ID.get(id);
  if (!rule) throw new Error(`tools/diff has no rule ${id}`);
  return rule;
}
