// Customers (D11): create, read and list, scoped to the key's account, with their language (D39)
// and e-invoice fields (D38).
import { Router } from 'express';
import type { components } from '../../generated/invoicing.js';
import { notFound } from '../http/api-error.js';
import { customerView } from './views.js';
import { customerCreatedEvent } from '../events/event-factory.js';
import { newId } from '../ids.js';
import type { AppDeps } from '../app-deps.js';
import { cursorScope, pageBody, readPageRequest } from './pagination.js';
import { customerDefaults, type CustomerRecord } from '../domain/records.js';

type CustomerCreate = components['schemas']['CustomerCreate'];

export function customerRoutes({ store, clock, config }: AppDeps): Router {
  const router = Router();

  router.post('/customers', async (req, res) => {
    const body = req.body as CustomerCreate;
    const record: CustomerRecord = {
      id: newId('cus'),
      accountId: res.locals.accountId,
      name: body.name,
      email: body.email,
      address: { ...body.address, line2: body.address.line2 ?? null },
      taxId: body.tax_id ?? null,
      locale: body.locale ?? customerDefaults.locale,
      electronicAddress: body.electronic_address ?? null,
      buyerReference: body.buyer_reference ?? null,
      eInvoiceFormat: body.e_invoice_format ?? null,
      createdAt: clock().toISOString(),
    };
    const view = customerView(record);
    await store.insertCustomer(record, customerCreatedEvent(record, res.locals.requestId));
    res.status(201).json(view);
  });

  router.get('/customers', async (req, res) => {
    const scope = cursorScope('customers', res.locals.accountId, []);
    const request = readPageRequest(req, config.secret, scope);
    const page = await store.listCustomers(res.locals.accountId, request);
    res.json(pageBody(page, customerView, config.secret, scope));
  });

  router.get('/customers/:customer_id', async (req, res) => {
    const customer = await store.getCustomer(res.locals.accountId, req.params.customer_id);
    if (!customer) throw notFound('customer', req.params.customer_id);
    res.json(customerView(customer));
  });

  return router;
}
