// Customers (D11, D40, R119): create (idempotent, D9), read, list, update and delete (archive),
// scoped to the key's account, with their language (D39) and e-invoice fields (D38).
import { Router } from 'express';
import type { components } from '../../generated/invoicing.js';
import { notFound } from '../http/errors/index.js';
import { customerView } from '../views.js';
import { newId } from '../ids.js';
import type { AppDeps } from '../app-deps.js';
import { customerChangeRefused, customerUpdateFields, type CustomerChanges } from '../domain/customers.js';
import { createCustomer } from '../services/create-customer.js';
import { deleteCustomer } from '../services/delete-customer.js';
import { updateCustomer } from '../services/update-customer.js';
import { isEarlier, type CustomerChange } from '../services/outcomes.js';
import { answerEarlier, idempotencyClaim } from './idempotency.js';
import { cursorScope, pageBody, readPageRequest } from './pagination.js';
import { customerDefaults, type CustomerRecord } from '../domain/records.js';

type CustomerCreate = components['schemas']['CustomerCreate'];
type CustomerUpdate = components['schemas']['CustomerUpdate'];

/** The fields a CustomerUpdate sends, as the record's changes (D6's rule: a field sent replaces). */
function changesOf(body: CustomerUpdate): CustomerChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, recordField] of Object.entries(customerUpdateFields)) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined) changes[recordField] = field === 'address' ? withLine2(value as CustomerCreate['address']) : value;
  }
  return changes as CustomerChanges;
}

/** An address as stored: `line2` is null when not given. */
function withLine2(address: CustomerCreate['address']): CustomerRecord['address'] {
  return { ...address, line2: address.line2 ?? null };
}

/** The customer after a change, or the 404 or 409 that the outcome calls for. */
function settle(outcome: CustomerChange, id: string): CustomerRecord {
  if (outcome.kind === 'not_found') throw notFound('customer', id);
  if (outcome.kind === 'conflict') throw customerChangeRefused(outcome.customer);
  return outcome.customer;
}

export function customerRoutes({ store, clock, config }: AppDeps): Router {
  const router = Router();

  router.post('/customers', async (req, res) => {
    const body = req.body as CustomerCreate;
    const now = clock();
    const claim = idempotencyClaim(req, { create: 'customer', ...body }, now);
    const record: CustomerRecord = {
      id: newId('cus'),
      accountId: res.locals.accountId,
      name: body.name,
      email: body.email,
      address: withLine2(body.address),
      taxId: body.tax_id ?? null,
      locale: body.locale ?? customerDefaults.locale,
      electronicAddress: body.electronic_address ?? null,
      buyerReference: body.buyer_reference ?? null,
      eInvoiceFormat: body.e_invoice_format ?? null,
      metadata: body.metadata ?? {},
      createdAt: now.toISOString(),
    };
    const view = customerView(record);
    const outcome = await store.transact((tx) => createCustomer(tx, {
      customer: record, requestId: res.locals.requestId, idempotency: claim && { ...claim, respond: () => ({ status: 201, body: view }) },
    }));
    if (isEarlier(outcome)) return answerEarlier(res, outcome, 'customer');
    res.status(201).json(view);
  });

  router.get('/customers', async (req, res) => {
    const includeDeleted = String(req.query.include_deleted) === 'true';
    const scope = cursorScope('customers', res.locals.accountId, includeDeleted ? ['include_deleted'] : []);
    const request = readPageRequest(req, config.secret, scope);
    const page = await store.listCustomers(res.locals.accountId, { ...request, includeDeleted });
    res.json(pageBody(page, customerView, config.secret, scope));
  });

  router.get('/customers/:customer_id', async (req, res) => {
    const customer = await store.getCustomer(res.locals.accountId, req.params.customer_id);
    if (!customer) throw notFound('customer', req.params.customer_id);
    res.json(customerView(customer));
  });

  router.patch('/customers/:customer_id', async (req, res) => {
    const id = req.params.customer_id;
    const request = { accountId: res.locals.accountId, customerId: id, changes: changesOf(req.body as CustomerUpdate), at: clock().toISOString(), requestId: res.locals.requestId };
    res.json(customerView(settle(await store.transact((tx) => updateCustomer(tx, request)), id)));
  });

  router.delete('/customers/:customer_id', async (req, res) => {
    const id = req.params.customer_id;
    const request = { accountId: res.locals.accountId, customerId: id, at: clock().toISOString(), requestId: res.locals.requestId };
    settle(await store.transact((tx) => deleteCustomer(tx, request)), id);
    res.status(204).end();
  });

  return router;
}
