// Every rule `folio diff` applies: its id, its level, and when it applies, in one sentence. The
// rule modules report by id; the manual's table of rules is made from the same rows.

/** How a change lands on the contract's users: `breaking` needs a new major version. */
export type Level = 'breaking' | 'warning' | 'info';

export const LEVELS: readonly Level[] = ['breaking', 'warning', 'info'];

export interface Rule {
  id: string;
  level: Level;
  /** When the rule applies, as one sentence. */
  when: string;
}

/** The rules by case: each row's ids apply in the same case, for different readers or places. */
const ROWS: ReadonlyArray<{ level: Level; ids: readonly string[]; when: string }> = [
  { level: 'breaking', ids: ['path-removed', 'operation-removed'], when: 'A path, or one method of it, is gone.' },
  { level: 'breaking', ids: ['response-removed', 'response-header-removed'], when: 'An operation no longer answers a status, or no longer sends a header.' },
  { level: 'breaking', ids: ['response-property-removed', 'webhook-property-removed'], when: 'A field that clients or receivers read is gone.' },
  { level: 'breaking', ids: ['response-property-optional', 'webhook-property-optional'], when: 'A field that clients or receivers read may now be missing.' },
  { level: 'breaking', ids: ['response-nullable', 'webhook-nullable'], when: 'A field that clients or receivers read may now be null.' },
  { level: 'breaking', ids: ['response-enum-value-removed', 'webhook-enum-value-removed'], when: 'A value that clients or receivers could read is gone.' },
  { level: 'breaking', ids: ['parameter-removed', 'parameter-required'], when: 'A parameter is gone, became required, or was added as required.' },
  { level: 'breaking', ids: ['request-property-required', 'request-body-required'], when: 'A request field, or the body, became required or was added as required.' },
  { level: 'breaking', ids: ['request-body-removed', 'request-property-removed', 'request-enum-value-removed', 'request-variant-removed', 'request-null-refused'], when: 'The service refuses what it accepted.' },
  { level: 'breaking', ids: ['request-bound-narrowed'], when: "A request field's length, range, count, pattern or allowed values are narrower." },
  { level: 'breaking', ids: ['type-changed', 'format-changed'], when: "A field's type or format changed, in either direction." },
  { level: 'breaking', ids: ['request-media-type-removed', 'response-media-type-removed', 'webhook-media-type-removed'], when: 'A media type of a request body, a response or a webhook payload is gone.' },
  { level: 'breaking', ids: ['webhook-removed'], when: 'A webhook is no longer sent.' },
  { level: 'warning', ids: ['response-enum-value-added', 'webhook-enum-value-added'], when: 'A value that clients or receivers have never seen may now come: a `switch` over it needs a default case.' },
  { level: 'warning', ids: ['response-variant-added', 'webhook-variant-added'], when: 'A `oneOf` that clients or receivers read may take a new shape.' },
  { level: 'warning', ids: ['operation-deprecated'], when: 'An operation is marked deprecated.' },
  { level: 'info', ids: ['operation-added', 'webhook-added', 'response-added'], when: 'Something new to call, receive or handle.' },
  { level: 'info', ids: ['response-property-added', 'webhook-property-added', 'request-property-added'], when: 'A new field to read, or a new optional field to send.' },
  { level: 'info', ids: ['parameter-added', 'request-body-added'], when: 'A new optional parameter or request body.' },
  { level: 'info', ids: ['request-enum-value-added', 'request-bound-widened', 'request-property-optional', 'request-variant-added'], when: 'The service accepts more than before.' },
  { level: 'info', ids: ['response-variant-removed', 'webhook-variant-removed'], when: 'A `oneOf` that clients or receivers read no longer takes one of its shapes.' },
  { level: 'info', ids: ['request-media-type-added', 'response-media-type-added', 'webhook-media-type-added'], when: 'A request body, a response or a webhook payload has a new media type.' },
];

/** The rules, breaking first, in the order the manual lists them. */
export const RULES: readonly Rule[] = ROWS.flatMap(({ level, ids, when }) => ids.map((id) => ({ id, level, when })));

const BY_ID = new Map(RULES.map((rule) => [rule.id, rule]));

/** The rule with `id`; throws for an id the table does not hold (a mistake in a rule module). */
export function ruleOf(id: string): Rule {
  const rule = BY_ID.get(id);
  if (!rule) throw new Error(`lib/openapi-diff has no rule ${id}`);
  return rule;
}
