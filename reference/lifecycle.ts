// The `invoice-states` and `invoice-transitions` sources: the invoice lifecycle as the
// service decides it (server/domain/lifecycle.ts, the table the routes and stores use), in
// the words and statuses of the contract: each state's meaning from the InvoiceStatus enum's
// x-enumDescriptions, each request's path and answer from its operation's responses.
import { errorTypes } from '../server/http/errors/index.js';
import { creditRules, type InvoiceAction, type InvoiceActionName, invoiceActions } from '../server/domain/lifecycle.js';
import { paymentRules } from '../server/domain/payments.js';
import type { GeneratedSource } from '../sitegen/content/index.js';
import type { OpenApiDocument, OperationEntry } from '../lib/openapi/index.js';
import { operations } from '../lib/openapi/index.js';
import { checkAttributes, code, joinWords, markdownTable, sentence } from '../sitegen/content/index.js';

/** The operation of the contract that carries out each action, credit notes (D34) and payments (D41). */
export const ACTION_OPERATIONS: Record<InvoiceActionName | 'credit' | 'payment', string> = {
  create: 'createInvoice',
  update: 'updateInvoice',
  send: 'sendInvoice',
  pay: 'payInvoice',
  void: 'voidInvoice',
  credit: 'createCreditNote',
  payment: 'recordPayment',
};

const CONFLICT = 409;

const actions = Object.entries(invoiceActions) as Array<[InvoiceActionName, InvoiceAction]>;

/** Whether `action` changes an invoice in `state` (an idempotent repeat does not count). */
const takes = (action: Pick<InvoiceAction, 'from'>, state: string): boolean => (action.from as readonly string[]).includes(state);

/** The `invoice-states` source: each state, what it means, and what may still happen to it. */
export function invoiceStatesTable(doc: OpenApiDocument): GeneratedSource {
  return (attributes) => {
    checkAttributes('invoice-states', attributes, []);
    const meanings = stateMeanings(doc);
    const rows = [...meanings].map(([state, meaning]) => {
      const possible = actions.filter(([, action]) => takes(action, state)).map(([, action]) => action.done);
      if (takes(creditRules, state)) possible.push(creditRules.done);
      const next = possible.length > 0 ? `Can be ${joinWords(possible)}.` : 'Final.';
      return [code(state), `${sentence(meaning)} ${next}`];
    });
    return markdownTable(['Status', 'Meaning'], rows);
  };
}

/** The `invoice-transitions` source: each request on an invoice in each state, and its answer. */
export function invoiceTransitionsTable(doc: OpenApiDocument): GeneratedSource {
  return (attributes) => {
    checkAttributes('invoice-transitions', attributes, []);
    const states = [...stateMeanings(doc).keys()];
    const rows: string[][] = [];
    for (const [name, action] of actions) {
      const { request, success } = answers(doc, name);
      const was = action.from.length === 0 ? '(none)' : joinWords(action.from.map(code));
      const change = action.from.length === 0 ? 'new' : action.from.every((s) => s === action.to) ? 'still' : 'now';
      rows.push([was, request, `${code(success)}, ${change} ${code(action.to)}`]);
      if (action.idempotent) rows.push([code(action.to), request, `${code(success)}, nothing changes`]);
    }
    // A credit note keeps the state, but settles an invoice that it leaves with nothing due (D34).
    const credit = answers(doc, 'credit');
    rows.push([joinWords(creditRules.from.map(code)), credit.request, `${code(credit.success)}, status unchanged`]);
    rows.push([`${code(creditRules.settles)}, when nothing is left due`, credit.request, `${code(credit.success)}, now ${code(creditRules.settledTo)}`]);
    // A payment keeps an open invoice open, and settles it when nothing is left due (D41).
    const payment = answers(doc, 'payment');
    rows.push([code(paymentRules.from), payment.request, `${code(payment.success)}, status unchanged`]);
    rows.push([`${code(paymentRules.from)}, when nothing is left due`, payment.request, `${code(payment.success)}, now ${code(paymentRules.settledTo)}`]);
    // Refusals, one row per set of states that refuses the same requests.
    const refused = new Map<string, { states: string[]; requests: string[] }>();
    for (const [name, action] of actions) {
      if (action.from.length === 0) continue;
      const refusing = states.filter((s) => !takes(action, s) && !(action.idempotent && s === action.to));
      if (refusing.length === 0) continue;
      const { request, operation } = answers(doc, name);
      if (!operation.operation.responses?.[String(CONFLICT)]) {
        throw new Error(`${operation.id} refuses an invoice that is ${joinWords(refusing)} with ${CONFLICT}, but the contract does not list ${CONFLICT} for it`);
      }
      const key = refusing.join(' ');
      refused.set(key, { states: refusing, requests: [...(refused.get(key)?.requests ?? []), request] });
    }
    const notCreditable = states.filter((s) => !takes(creditRules, s));
    if (!credit.operation.operation.responses?.[String(CONFLICT)]) {
      throw new Error(`${credit.operation.id} refuses an invoice that is ${joinWords(notCreditable)} with ${CONFLICT}, but the contract does not list ${CONFLICT} for it`);
    }
    const creditKey = notCreditable.join(' ');
    refused.set(creditKey, { states: notCreditable, requests: [...(refused.get(creditKey)?.requests ?? []), credit.request] });
    const unpayable = states.filter((s) => s !== paymentRules.from);
    if (!payment.operation.operation.responses?.[String(CONFLICT)]) {
      throw new Error(`${payment.operation.id} refuses an invoice that is ${joinWords(unpayable)} with ${CONFLICT}, but the contract does not list ${CONFLICT} for it`);
    }
    const paymentKey = unpayable.join(' ');
    refused.set(paymentKey, { states: unpayable, requests: [...(refused.get(paymentKey)?.requests ?? []), payment.request] });
    for (const { states: which, requests } of refused.values()) {
      rows.push([joinWords(which.map(code)), joinWords(requests), code(`${CONFLICT} ${errorTypes[CONFLICT]}`)]);
    }
    // An open invoice that has payments is corrected by a credit note, never voided (D41).
    rows.push([`${code(paymentRules.from)}, with payments`, answers(doc, 'void').request, code(`${CONFLICT} ${errorTypes[CONFLICT]}`)]);
    return markdownTable(['Current status', 'Request', 'Outcome'], rows);
  };
}

/** Each value of the contract's InvoiceStatus enum with its x-enumDescriptions sentence, in enum order. */
export function stateMeanings(doc: OpenApiDocument): Map<string, string> {
  const schema = doc.components?.schemas?.InvoiceStatus;
  if (!schema?.enum) throw new Error('the contract has no InvoiceStatus enum');
  const descriptions = schema['x-enumDescriptions'] ?? {};
  const missing = schema.enum.filter((value) => !descriptions[String(value)]);
  if (missing.length > 0) throw new Error(`InvoiceStatus has no x-enumDescriptions for ${missing.join(', ')}`);
  return new Map(schema.enum.map((value) => [String(value), descriptions[String(value)]!]));
}

/** The request line of an action's operation (as code) and the success status it answers. */
function answers(doc: OpenApiDocument, name: keyof typeof ACTION_OPERATIONS): { request: string; success: string; operation: OperationEntry } {
  const id = ACTION_OPERATIONS[name];
  const operation = operations(doc).find((op) => op.id === id);
  if (!operation) throw new Error(`the contract has no operation ${id}, which carries out the lifecycle's ${name}`);
  const successes = Object.keys(operation.operation.responses ?? {}).filter((status) => /^2\d\d$/.test(status));
  if (successes.length !== 1) throw new Error(`${id} should answer exactly one 2xx status, not ${successes.join(', ') || 'none'}`);
  return { request: code(`${operation.method} ${operation.path}`), success: successes[0]!, operation };
}
