// Generated from openapi/invoicing.yaml by `npm run generate` (openapi-typescript).
// Do not edit: change the contract and run the command again.
export interface paths {
    "/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description Lists the invoices of the key's account, newest first (by `created_at`, ties broken
         *     by `id`). The list is paginated with an opaque cursor: pass the `next_cursor` of a
         *     page as `cursor` to get the next one, with the same filters.
         */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Create a draft invoice
         * @description Creates a draft invoice for a customer. Nothing is sent to the customer until the
         *     invoice is sent. The service computes `subtotal`, `tax` and `total` from the line
         *     items; a request that carries its own `total` is rejected.
         *
         *     Send an `Idempotency-Key` so that a retried request never creates a second invoice.
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve an invoice
         * @description Returns one invoice of the key's account, in any state.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        /**
         * Void an invoice
         * @description Voids a draft or open invoice: it stops being owed but stays readable and listed;
         *     nothing is deleted. Voiding an invoice that is already void succeeds and changes
         *     nothing. A paid invoice, or one with payments, cannot be voided: correct it with a
         *     credit note. The request takes no body: a body with
         *     fields is refused with 422, as an unknown field is everywhere.
         */
        delete: operations["voidInvoice"];
        options?: never;
        head?: never;
        /**
         * Update a draft invoice
         * @description Changes a draft invoice. Each field sent replaces the stored value: a `lines` array
         *     replaces all lines and the totals are recomputed, `metadata` replaces the whole
         *     object, and `notes: null` clears the notes. Fields left out stay as they are.
         *     Once an invoice has been sent it can no longer be changed; corrections after
         *     sending are made with a credit note.
         */
        patch: operations["updateInvoice"];
        trace?: never;
    };
    "/invoices/{invoice_id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a draft invoice
         * @description Moves a draft invoice to `open`, gives it its `number` and queues one e-mail to the
         *     customer in the same step. Numbers follow each other without gaps per account: the
         *     next number is taken in the same transaction as the change of state, so a send that
         *     fails takes none. The e-mail goes to the customer's own address unless `to` is
         *     given; with `delivery: none` no e-mail is queued and everything else happens as
         *     described here. The body may be omitted.
         *
         *     Sending sets `issue_date` (today in the seller's time zone) and `sent_at`, and
         *     freezes the seller profile and the customer's details into the invoice: its
         *     documents never change afterwards. It is refused with 409 when a line is reverse
         *     charge (`AE`) or an intra-community supply (`K`) and the customer has no `tax_id`
         *     or the seller no `vat_id`, and, in production, while the account's seller profile
         *     lacks its legal name, its address, or both a VAT id and a tax number. An invoice in
         *     a currency other than the seller's accounting currency (its profile's `currency`)
         *     needs `tax_exchange_rate`: without it the send is refused with 409
         *     (`param: tax_exchange_rate`) and nothing changes.
         */
        post: operations["sendInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an open invoice as paid
         * @description Records one payment of the whole `amount_due` of an open invoice, today, with method
         *     `other`, and moves it to `paid` (`invoice.payment_recorded`, then `invoice.paid`).
         *     Paid is final: a paid invoice cannot be changed, sent again or voided. The request
         *     takes no body: a body with fields (an amount, a date) is refused with 422; record a
         *     part, a date or a method with POST /invoices/{invoice_id}/payments.
         */
        post: operations["payInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment
         * @description Records money received against an open invoice, in part or in whole. The invoice's
         *     `amount_paid` grows by the amount and `amount_due` falls by it; when nothing is left
         *     due the invoice becomes `paid`. The amount must be in the invoice's currency and at
         *     most its `amount_due`. Writes `invoice.payment_recorded`, then `invoice.paid` when the
         *     payment settles the invoice.
         *
         *     Send an `Idempotency-Key` so that a retried request never records the money twice.
         */
        post: operations["recordPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        /**
         * Download an invoice as PDF
         * @deprecated
         * @description Returns the rendered invoice as a PDF document. This route is deprecated: use the
         *     invoice's `pdf_url`, a signed link that needs no bearer key.
         */
        get: operations["downloadInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/e-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        /**
         * Download an invoice as an e-invoice
         * @description Returns the invoice as a structured EN 16931 e-invoice in the `format` asked for: XML for
         *     `ubl`, `cii`, `xrechnung-ubl`, `xrechnung-cii` and `peppol-bis`, and for `factur-x` its PDF
         *     with the CII XML inside. An invoice is type 380. The document is the invoice as issued: made
         *     from the data frozen when it was sent, stored the first time it is made (the customer's
         *     `e_invoice_format` at once), and answered byte for byte ever after, with its SHA-256 as the
         *     `ETag`. Payments, credit notes and changes to the account or the customer after sending
         *     never change it; they are in the API and the events. When the stored data cannot make
         *     a conformant document for the format, the answer is 422, naming the broken rule and the
         *     field to set.
         */
        get: operations["getInvoiceEInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice-pdfs/{invoice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        /**
         * Open a signed PDF link
         * @description The target of an invoice's `pdf_url`: the invoice as a PDF document. A sent invoice's
         *     PDF is the one stored when it was issued, answered byte for byte with its SHA-256 as the
         *     `ETag`; a draft's shows the current data under a DRAFT band. It needs no bearer key because the link carries its own signature, which is valid for
         *     one hour. An expired or altered link is answered 404; read the invoice again for a
         *     fresh link.
         */
        get: operations["getSignedInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/credit_notes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a sent invoice with a credit note
         * @description Issues a credit note against an open or paid invoice: the lines say what is credited,
         *     in the invoice's currency, and the service computes `subtotal`, `tax` and `total` as
         *     it does for invoices. The credit note gets its own number from a series of its own
         *     (`INV-CN-0001`), without gaps. Its total may not exceed what is left to credit on the
         *     invoice, its total less the credit notes already issued against it. The invoice's
         *     `amount_credited` grows by the total, and an open invoice whose `amount_due` reaches
         *     zero becomes `paid`. A draft or void invoice takes no credit note: change a draft,
         *     and a void invoice is owed by no one.
         *
         *     Send an `Idempotency-Key` so that a retried correction never credits twice.
         */
        post: operations["createCreditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit_notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List credit notes
         * @description Lists the credit notes of the key's account, newest first (by `created_at`, ties
         *     broken by `id`), with the same cursor pagination as invoices.
         */
        get: operations["listCreditNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit_notes/{credit_note_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The credit note's id (`cn_...`), as returned when it was issued. */
                credit_note_id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a credit note
         * @description Returns one credit note of the key's account, issued or void.
         */
        get: operations["getCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit_notes/{credit_note_id}/e-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The credit note's id (`cn_...`), as returned when it was issued. */
                credit_note_id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        /**
         * Download a credit note as an e-invoice
         * @description Returns the credit note as a structured EN 16931 e-invoice in the `format` asked for: XML for
         *     `ubl`, `cii`, `xrechnung-ubl`, `xrechnung-cii` and `peppol-bis`, and for `factur-x` its PDF
         *     with the CII XML inside. A credit note is type 381 and names the invoice it corrects (BT-25, BT-26). The document is the credit note as issued: stored the first
         *     time it is made and answered byte for byte ever after, with its SHA-256 as the `ETag`. When
         *     the stored data cannot make
         *     a conformant document for the format, the answer is 422, naming the broken rule and the
         *     field to set.
         */
        get: operations["getCreditNoteEInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit_notes/{credit_note_id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The credit note's id (`cn_...`), as returned when it was issued. */
                credit_note_id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a credit note
         * @description Voids an issued credit note while the invoice it corrects is still open: its total is
         *     no longer credited, so the invoice's `amount_credited` shrinks and its `amount_due`
         *     grows by it. The credit note keeps its number and stays readable and listed. Voiding
         *     a void credit note succeeds and changes nothing. Once the invoice is paid or void,
         *     its credit notes can no longer be voided. The request takes no body.
         */
        post: operations["voidCreditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-note-pdfs/{credit_note_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The credit note's id (`cn_...`), as returned when it was issued. */
                credit_note_id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        /**
         * Open a signed credit note PDF link
         * @description The target of a credit note's `pdf_url`: the credit note as a PDF document, titled
         *     CREDIT NOTE and naming the invoice it corrects. Like an invoice's link it needs no
         *     bearer key and is valid for one hour; an expired or altered link, or an invoice's
         *     signature put on a credit note's link, is answered 404.
         */
        get: operations["getSignedCreditNotePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Lists the customers of the key's account, newest first, with the same cursor
         *     pagination as invoices. Deleted customers are left out unless `include_deleted`
         *     is true.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description Creates a customer that invoices can be billed to.
         *
         *     Send an `Idempotency-Key` so that a retried request never creates a second customer.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, as returned when it was created. */
                customer_id: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve a customer
         * @description Returns one customer of the key's account; a deleted customer is still returned, with `deleted` true.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        /**
         * Delete a customer
         * @description Archives a customer: it can no longer be billed (creating an invoice for it is
         *     refused with 422) or changed, and the list leaves it out unless `include_deleted`
         *     is true, but it stays readable with `deleted` true and its invoices stay as they
         *     are. Deleting a deleted customer succeeds and changes nothing. The request takes no
         *     body.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Changes a customer. Every field is optional; each field sent replaces the stored
         *     one (`address` and `metadata` as a whole, `tax_id: null` clears it), and fields not
         *     sent stay as they are. Drafts show the new details; an invoice already sent keeps the customer's
         *     details as they were when it was sent. A deleted customer cannot be changed.
         */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Lists the events of the key's account, newest first, with the same cursor
         *     pagination as invoices. Every change to an invoice, a customer or a credit note writes
         *     one event in the same step as the change. Events are kept for 30 days and then deleted.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id (`evt_...`). */
                event_id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve an event
         * @description Returns one event of the key's account, with the state of its delivery to each
         *     webhook endpoint that subscribed to it.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id (`evt_...`). */
                event_id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event to an endpoint again
         * @description Queues the event for delivery to one of the account's webhook endpoints now, whether
         *     or not it was delivered before. The call keeps the event's `webhook-id`, so a receiver
         *     that already handled it can recognise the repeat. A disabled endpoint is refused with
         *     409; enable it first.
         */
        post: operations["resendEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Lists the webhook endpoints of the key's account, newest first, with the same cursor
         *     pagination as invoices. Secrets are never listed.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Registers a URL that receives the account's events as signed POST requests
         *     (Standard Webhooks). The answer carries the endpoint's signing secret; it is shown
         *     here and after a rotation only, so keep it. Production accepts only `https` URLs
         *     whose host is a name that resolves to public addresses; the sandbox also accepts
         *     `http` and loopback addresses, so that you can receive on your own machine. An
         *     account has at most 16 endpoints.
         *
         *     Send an `Idempotency-Key` so that a retried request never registers the URL twice;
         *     a replay answers the first response, signing secret included.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`we_...`), as returned when it was created. */
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint
         * @description Returns one webhook endpoint of the key's account, without its secret.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint: it receives nothing more, and its pending deliveries are
         *     dropped. The events themselves stay.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Replaces each field it sends: the URL (checked as on creation), the event types,
         *     the description, or `disabled`. A disabled endpoint receives nothing until it is
         *     enabled again; an endpoint that answered 410 is disabled this way by the service.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/webhook_endpoints/{endpoint_id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`we_...`), as returned when it was created. */
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret
         * @description Gives the endpoint a new signing secret and answers with it. For 24 hours every
         *     delivery carries two signatures, one with the new secret and one with the old, so
         *     that the receiver can switch over without missing a call.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the account
         * @description Returns the key's account: its name, environment, the prefix of its invoice numbers
         *     and its seller profile, the legal identity printed on its invoices. The profile is
         *     read-only over the API, so that a leaked key cannot change the bank account invoices
         *     name; the operator sets it with `folio accounts update NAME --seller FILE`.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the service
         * @description Reports whether the service is working. It takes no key. The status is `degraded`
         *     when the database does not answer, when it refuses writes (a full disk, a read-only
         *     file), or when the backlog of unsent e-mail or of undelivered webhook calls is too long.
         *     Whether the database takes writes is probed with one small write at most once a second,
         *     so the status turns `ok` again by itself within a second of the database recovering.
         */
        get: operations["getStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "customer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.created
         * @description A customer was created. Sent to every enabled webhook endpoint that subscribed to
         *     `customer.created` or to `*`.
         */
        post: operations["customerCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.updated
         * @description A customer was changed. Sent to every enabled webhook endpoint that subscribed to
         *     `customer.updated` or to `*`.
         */
        post: operations["customerUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.deleted
         * @description A customer was deleted (archived). Sent to every enabled webhook endpoint that subscribed to
         *     `customer.deleted` or to `*`.
         */
        post: operations["customerDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invoice.created
         * @description A draft invoice was created. Sent to every enabled webhook endpoint that subscribed to
         *     `invoice.created` or to `*`.
         */
        post: operations["invoiceCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invoice.updated
         * @description A draft invoice was changed. Sent to every enabled webhook endpoint that subscribed to
         *     `invoice.updated` or to `*`.
         */
        post: operations["invoiceUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invoice.sent
         * @description An invoice left draft: it got its number, became `open`, and its e-mail was queued
         *     (none with `delivery: none`). Sent to every enabled webhook endpoint that subscribed to
         *     `invoice.sent` or to `*`.
         */
        post: operations["invoiceSentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.payment_recorded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invoice.payment_recorded
         * @description A payment was recorded against an open invoice. Sent to every enabled webhook endpoint that subscribed to
         *     `invoice.payment_recorded` or to `*`.
         */
        post: operations["invoicePaymentRecordedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invoice.paid
         * @description An open invoice became `paid`: it was marked paid, or a payment or a credit note left
         *     nothing due. Sent to every enabled webhook endpoint that subscribed to `invoice.paid` or
         *     to `*`.
         */
        post: operations["invoicePaidWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.voided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invoice.voided
         * @description An invoice was voided; an e-mail of it not yet sent is cancelled with it. Sent to every
         *     enabled webhook endpoint that subscribed to `invoice.voided` or to `*`.
         */
        post: operations["invoiceVoidedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.email_delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invoice.email_delivered
         * @description The mail server accepted the e-mail of a sent invoice. The e-mail worker writes it, so
         *     `request_id` is null. Sent to every enabled webhook endpoint that subscribed to
         *     `invoice.email_delivered` or to `*`.
         */
        post: operations["invoiceEmailDeliveredWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.email_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * invoice.email_failed
         * @description The e-mail of a sent invoice was given up on after its last attempt (`request_id` null),
         *     or cancelled by a void (`request_id` of the void). Sent to every enabled webhook
         *     endpoint that subscribed to `invoice.email_failed` or to `*`.
         */
        post: operations["invoiceEmailFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credit_note.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * credit_note.created
         * @description A credit note was issued against an open or paid invoice. Sent to every enabled webhook
         *     endpoint that subscribed to `credit_note.created` or to `*`.
         */
        post: operations["creditNoteCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credit_note.voided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * credit_note.voided
         * @description A credit note was voided while its invoice was still open. Sent to every enabled webhook
         *     endpoint that subscribed to `credit_note.voided` or to `*`.
         */
        post: operations["creditNoteVoidedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description An XML document, UTF-8.
         * @example <?xml version="1.0" encoding="utf-8"?>
         */
        XmlDocument: string;
        /**
         * @description A PDF document (binary).
         * @example %PDF-1.3
         */
        PdfDocument: string;
        /**
         * @description An ISO 4217 currency code.
         * @example EUR
         * @enum {string}
         */
        Currency: "EUR" | "USD" | "GBP" | "CHF";
        /**
         * @description An amount of money as an integer in the currency's minor unit (1999 EUR is 19.99 euros).
         * @example {
         *       "amount": 152642,
         *       "currency": "EUR"
         *     }
         */
        Money: {
            /** @description The amount in the currency's minor unit. */
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        /**
         * @description The price of one unit, as Money. A negative price is still accepted as a discount, but a line `discount` or the invoice's `discounts` say it better; e-invoices write a negative line as a negative quantity at a positive price (BR-27).
         * @example {
         *       "amount": 12000,
         *       "currency": "EUR"
         *     }
         */
        UnitPrice: {
            /** @description The price in the currency's minor unit; a negative price is a discount (prefer `discount` or the invoice's `discounts`). */
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        /**
         * @description One line of an invoice. Its net amount is quantity times unit price, less its `discount`; its tax is the net amount times the tax rate, rounded half away from zero to the minor unit. A line whose net amount or tax passes 9,007,199,254,740,991 minor units (2^53 - 1, the largest integer a JSON number carries exactly) is refused with 422 on its `unit_price.amount`.
         * @example {
         *       "description": "Consulting, November 2026",
         *       "quantity": 10,
         *       "unit_price": {
         *         "amount": 12000,
         *         "currency": "EUR"
         *       },
         *       "tax_rate": 19,
         *       "tax_category": "S",
         *       "tax_exemption_reason": null
         *     }
         * @example {
         *       "description": "Technical handbook",
         *       "quantity": 2,
         *       "unit_price": {
         *         "amount": 4599,
         *         "currency": "EUR"
         *       },
         *       "tax_rate": 7,
         *       "tax_category": "S",
         *       "tax_exemption_reason": null
         *     }
         */
        LineItem: {
            /** @description What is billed, as the customer will read it. */
            description: string;
            /** @description How many units. */
            quantity: number;
            unit_price: components["schemas"]["UnitPrice"];
            /** @description The tax rate in percent as a plain number (19 means 19%, 8.875 means 8.875%), with at most four decimals. Left out, the line carries no tax. A line in category `S` needs a rate above 0; `Z`, `E`, `AE`, `K` and `G` need 0 or none; `O` takes none. */
            tax_rate?: number;
            /** @description The line's VAT category (EN 16931). Left out, it is `S` when `tax_rate` is above 0 and `Z` otherwise; responses always carry it. */
            tax_category?: components["schemas"]["TaxCategory"];
            /**
             * @description Why the line carries no VAT, printed on the invoice (EN 16931 BT-120). Required for `E` and `O`; for `AE`, `K` and `G` the service fills the standard sentence when none is given; `S` and `Z` take none. Lines of one category and rate share one reason.
             * @example Exempt under Article 132(1)(j) of Directive 2006/112/EC (school and university education)
             */
            tax_exemption_reason?: string | null;
            /** @description A discount on this line (EN 16931 BG-27); null or left out for none. */
            discount?: components["schemas"]["LineDiscount"] | null;
        };
        /**
         * @description A discount on one line (EN 16931 BG-27, a line allowance), given as an amount or as a percentage of the line's quantity times unit price. The line's net amount is quantity times unit price less this discount, and the line's tax is taken on that net amount. It cannot exceed the line's quantity times unit price, and a line with a negative unit price takes none.
         * @example {
         *       "amount": null,
         *       "percentage": 10,
         *       "reason": "Volume discount"
         *     }
         * @example {
         *       "amount": {
         *         "amount": 1500,
         *         "currency": "EUR"
         *       },
         *       "percentage": null,
         *       "reason": "Loyalty discount"
         *     }
         */
        LineDiscount: {
            /** @description The discount in the line's currency, at least 1 minor unit. Give this or `percentage`; responses always carry the amount, computed from the percentage when one was given. */
            amount?: components["schemas"]["Money"] | null;
            /**
             * @description The discount in percent of the line's quantity times unit price (10 means 10%), above 0 and at most 100, with at most four decimals; the amount is rounded half away from zero to the minor unit. When given, it decides the amount and any `amount` sent beside it is replaced.
             * @example 10
             */
            percentage?: number | null;
            /**
             * @description Why the discount is given, printed on the line and written to e-invoices (BT-139); e-invoices give every line discount the reason code 95, "Discount".
             * @example Volume discount
             */
            reason?: string | null;
        };
        /**
         * @description The reason of a document discount as a code of UNTDID 5189, the list EN 16931 allows for allowances (BT-98): 41 bonus for works ahead of schedule, 42 other bonus, 60 manufacturer's consumer discount, 62 due to military status, 63 due to work accident, 64 special agreement, 65 production error discount, 66 new outlet discount, 67 sample discount, 68 end-of-range discount, 70 Incoterm discount, 71 point of sales threshold allowance, 88 material surcharge or deduction, 95 discount, 100 special rebate, 102 fixed long term, 103 temporary, 104 standard, 105 yearly turnover.
         * @example 95
         * @enum {string|null}
         */
        AllowanceReasonCode: "41" | "42" | "60" | "62" | "63" | "64" | "65" | "66" | "67" | "68" | "70" | "71" | "88" | "95" | "100" | "102" | "103" | "104" | "105" | null;
        /**
         * @description The reason of a document charge as a code of UNTDID 7161, the list EN 16931 allows for charges (BT-105), for example `FC` freight service, `SAA` shipping and handling, `ABL` additional packaging, `PC` packing, `ADR` other services, `ZZZ` mutually defined.
         * @example FC
         * @enum {string|null}
         */
        ChargeReasonCode: "AA" | "AAA" | "AAC" | "AAD" | "AAE" | "AAF" | "AAH" | "AAI" | "AAS" | "AAT" | "AAV" | "AAY" | "AAZ" | "ABA" | "ABB" | "ABC" | "ABD" | "ABF" | "ABK" | "ABL" | "ABN" | "ABR" | "ABS" | "ABT" | "ABU" | "ACF" | "ACG" | "ACH" | "ACI" | "ACJ" | "ACK" | "ACL" | "ACM" | "ACS" | "ADC" | "ADE" | "ADJ" | "ADK" | "ADL" | "ADM" | "ADN" | "ADO" | "ADP" | "ADQ" | "ADR" | "ADT" | "ADW" | "ADY" | "ADZ" | "AEA" | "AEB" | "AEC" | "AED" | "AEF" | "AEH" | "AEI" | "AEJ" | "AEK" | "AEL" | "AEM" | "AEN" | "AEO" | "AEP" | "AES" | "AET" | "AEU" | "AEV" | "AEW" | "AEX" | "AEY" | "AEZ" | "AJ" | "AU" | "CA" | "CAB" | "CAD" | "CAE" | "CAF" | "CAI" | "CAJ" | "CAK" | "CAL" | "CAM" | "CAN" | "CAO" | "CAP" | "CAQ" | "CAR" | "CAS" | "CAT" | "CAU" | "CAV" | "CAW" | "CAX" | "CAY" | "CAZ" | "CD" | "CG" | "CS" | "CT" | "DAB" | "DAD" | "DAC" | "DAF" | "DAG" | "DAH" | "DAI" | "DAJ" | "DAK" | "DAL" | "DAM" | "DAN" | "DAO" | "DAP" | "DAQ" | "DL" | "EG" | "EP" | "ER" | "FAA" | "FAB" | "FAC" | "FC" | "FH" | "FI" | "GAA" | "HAA" | "HD" | "HH" | "IAA" | "IAB" | "ID" | "IF" | "IR" | "IS" | "KO" | "L1" | "LA" | "LAA" | "LAB" | "LF" | "MAE" | "MI" | "ML" | "NAA" | "OA" | "PA" | "PAA" | "PC" | "PL" | "PRV" | "RAB" | "RAC" | "RAD" | "RAF" | "RE" | "RF" | "RH" | "RV" | "SA" | "SAA" | "SAD" | "SAE" | "SAI" | "SG" | "SH" | "SM" | "SU" | "TAB" | "TAC" | "TT" | "TV" | "V1" | "V2" | "WH" | "XAA" | "YY" | "ZZZ" | null;
        /**
         * @description A discount on the whole invoice (EN 16931 BG-20, a document level allowance), such as an early-payment or a volume discount: an amount, or a percentage of the sum of the lines' net amounts (BT-93, the base amount). It has its own VAT category and rate: it lowers the taxable amount of that category and rate in the tax breakdown, and its tax, rounded half away from zero, lowers the tax. Left out, the category and rate are those of the lines when all lines share one; otherwise give them. It needs a `reason` or a `reason_code` (BR-33), and a line of the same category and rate whose net amounts it does not exceed.
         * @example {
         *       "amount": null,
         *       "percentage": 3,
         *       "reason": "Early payment discount",
         *       "reason_code": "95",
         *       "tax_category": "S",
         *       "tax_rate": 19
         *     }
         */
        DocumentDiscount: {
            /** @description The discount in the invoice's currency, at least 1 minor unit. Give this or `percentage`; responses always carry the amount, computed from the percentage when one was given. */
            amount?: components["schemas"]["Money"] | null;
            /**
             * @description The discount in percent of the sum of the lines' net amounts (10 means 10%), above 0 and at most 100, with at most four decimals; the amount is rounded half away from zero to the minor unit. When given, it decides the amount and any `amount` sent beside it is replaced.
             * @example 3
             */
            percentage?: number | null;
            /**
             * @description Why the discount is given, as the customer reads it on the invoice (BT-97).
             * @example Early payment discount
             */
            reason?: string | null;
            reason_code?: components["schemas"]["AllowanceReasonCode"];
            /** @description The VAT category the discount lowers (BT-95); responses always carry it. */
            tax_category?: components["schemas"]["TaxCategory"];
            /**
             * @description The tax rate in percent the discount lowers (BT-96), with at most four decimals; above 0 for `S`, 0 for `Z`, `E`, `AE`, `K` and `G`, none for `O`.
             * @example 19
             */
            tax_rate?: number | null;
        };
        /**
         * @description A charge on the whole invoice (EN 16931 BG-21, a document level charge), such as shipping or handling: an amount, or a percentage of the sum of the lines' net amounts (BT-100, the base amount). It has its own VAT category and rate: it raises the taxable amount of that category and rate in the tax breakdown, and its tax, rounded half away from zero, raises the tax. Left out, the category and rate are those of the lines when all lines share one; otherwise give them. It needs a `reason` or a `reason_code` (BR-38).
         * @example {
         *       "amount": {
         *         "amount": 990,
         *         "currency": "EUR"
         *       },
         *       "percentage": null,
         *       "reason": "Shipping",
         *       "reason_code": "FC",
         *       "tax_category": "S",
         *       "tax_rate": 19
         *     }
         */
        DocumentCharge: {
            /** @description The charge in the invoice's currency, at least 1 minor unit. Give this or `percentage`; responses always carry the amount, computed from the percentage when one was given. */
            amount?: components["schemas"]["Money"] | null;
            /**
             * @description The charge in percent of the sum of the lines' net amounts (2 means 2%), above 0 and at most 100, with at most four decimals; the amount is rounded half away from zero to the minor unit. When given, it decides the amount and any `amount` sent beside it is replaced.
             * @example 2
             */
            percentage?: number | null;
            /**
             * @description What the charge is for, as the customer reads it on the invoice (BT-104).
             * @example Shipping
             */
            reason?: string | null;
            reason_code?: components["schemas"]["ChargeReasonCode"];
            /** @description The VAT category of the charge (BT-102); responses always carry it. */
            tax_category?: components["schemas"]["TaxCategory"];
            /**
             * @description The tax rate in percent of the charge (BT-103), with at most four decimals; above 0 for `S`, 0 for `Z`, `E`, `AE`, `K` and `G`, none for `O`.
             * @example 19
             */
            tax_rate?: number | null;
        };
        /**
         * @description A VAT category code of EN 16931 (UNTDID 5305): `S` standard rate, `Z` zero rated, `E` exempt, `AE` reverse charge, `K` intra-community supply, `G` export outside the EU, `O` not subject to VAT.
         * @example S
         * @enum {string}
         */
        TaxCategory: "S" | "Z" | "E" | "AE" | "K" | "G" | "O";
        /**
         * @description The taxable amount and the tax of one VAT category and rate (EN 16931 BG-23). The entries of a document sum exactly to its `total_excluding_tax` (a credit note's `subtotal`) and `tax`.
         * @example {
         *       "category": "S",
         *       "rate": 19,
         *       "taxable_amount": {
         *         "amount": 120000,
         *         "currency": "EUR"
         *       },
         *       "tax_amount": {
         *         "amount": 22800,
         *         "currency": "EUR"
         *       },
         *       "exemption_reason": null
         *     }
         */
        TaxBreakdownEntry: {
            category: components["schemas"]["TaxCategory"];
            /** @description The rate in percent; null for category `O`, which has none. */
            rate: number | null;
            /** @description The sum of the net amounts of the lines in this category and rate, less the document discounts and plus the document charges of this category and rate (BR-CO-17 base). */
            taxable_amount: components["schemas"]["Money"];
            /** @description The sum of the taxes of those lines, each rounded as the line's own, plus the charges' taxes and less the discounts' taxes, each rounded on its own. */
            tax_amount: components["schemas"]["Money"];
            /** @description Why these lines carry no VAT, for every category but `S` and `Z`; otherwise null. */
            exemption_reason: string | null;
        };
        /**
         * @description One entry per VAT category and rate, in the order the lines first name them.
         * @example [
         *       {
         *         "category": "S",
         *         "rate": 19,
         *         "taxable_amount": {
         *           "amount": 120000,
         *           "currency": "EUR"
         *         },
         *         "tax_amount": {
         *           "amount": 22800,
         *           "currency": "EUR"
         *         },
         *         "exemption_reason": null
         *       },
         *       {
         *         "category": "S",
         *         "rate": 7,
         *         "taxable_amount": {
         *           "amount": 9198,
         *           "currency": "EUR"
         *         },
         *         "tax_amount": {
         *           "amount": 644,
         *           "currency": "EUR"
         *         },
         *         "exemption_reason": null
         *       }
         *     ]
         */
        TaxBreakdown: components["schemas"]["TaxBreakdownEntry"][];
        /**
         * @description The period in which the services billed were supplied (EN 16931 BG-14), both days included.
         * @example {
         *       "start": "2026-11-01",
         *       "end": "2026-11-30"
         *     }
         */
        ServicePeriod: {
            /**
             * Format: date
             * @description The first day of the period.
             */
            start: string;
            /**
             * Format: date
             * @description The last day of the period, not before `start`.
             */
            end: string;
        };
        /**
         * @description Where e-invoices are delivered (EN 16931 BT-34 and BT-49), as a Peppol participant identifier: an EAS scheme code and the identifier in that scheme.
         * @example {
         *       "scheme": "9930",
         *       "value": "DE123456789"
         *     }
         */
        ElectronicAddress: {
            /** @description The EAS code of the identifier's scheme: `9930` a German VAT id, `0088` a GLN, `0204` a German Leitweg-ID, `EM` an e-mail address. */
            scheme: string;
            /** @description The identifier in that scheme. */
            value: string;
        };
        /**
         * @description The language a customer's invoices, credit notes and e-mails are written in: `en` English, `de` German or `fr` French.
         * @example de
         * @enum {string}
         */
        Locale: "en" | "de" | "fr";
        /**
         * @description The structured e-invoice a customer receives: `ubl` and `cii` (EN 16931), `xrechnung-ubl` and `xrechnung-cii` (XRechnung 3.0, German public buyers), `peppol-bis` (Peppol BIS Billing 3.0) or `factur-x` (a PDF with the CII XML inside, Factur-X 1.07 / ZUGFeRD 2.3).
         * @example xrechnung-ubl
         * @enum {string}
         */
        EInvoiceFormat: "ubl" | "cii" | "xrechnung-ubl" | "xrechnung-cii" | "peppol-bis" | "factur-x";
        /**
         * @description A document as it was issued and stored. Every later download of its format answers exactly these bytes, with `sha256` as the `ETag`, whatever happens to the invoice, the customer, the account or folio afterwards.
         * @example {
         *       "format": "pdf",
         *       "sha256": "9f2c4e1a7b3d5f60812e4c9a0b7d3f25e6c18a4b90d2f7e3c5a1b8d6e4f20937",
         *       "size": 41873,
         *       "created_at": "2026-11-02T09:45:01Z"
         *     }
         */
        StoredDocument: {
            /**
             * @description `pdf`, the document as people read it, or one of the e-invoice formats of `EInvoiceFormat`.
             * @enum {string}
             */
            format: "pdf" | "ubl" | "cii" | "xrechnung-ubl" | "xrechnung-cii" | "peppol-bis" | "factur-x";
            /** @description The SHA-256 of the stored bytes in lowercase hexadecimal; its download answers it, quoted, as the `ETag`. */
            sha256: string;
            /** @description The document's size in bytes. */
            size: number;
            /**
             * Format: date-time
             * @description When the document was rendered and stored, in UTC.
             */
            created_at: string;
        };
        /**
         * @description The seller's legal identity that the account's invoices print (Article 226 of the VAT Directive, EN 16931 BG-4). Set by the operator with `folio accounts update NAME --seller FILE`, FILE holding this object as JSON; never over the API. Production sends an invoice only once `legal_name`, `address`, and `vat_id` or `tax_number` are set.
         * @example {
         *       "legal_name": "Lindqvist Consulting GmbH",
         *       "address": {
         *         "line1": "Torstrasse 49",
         *         "line2": null,
         *         "city": "Berlin",
         *         "postal_code": "10119",
         *         "country": "DE"
         *       },
         *       "vat_id": "DE123456789",
         *       "tax_number": null,
         *       "contact": {
         *         "name": "Mira Lindqvist",
         *         "email": "billing@lindqvist.example",
         *         "phone": "+49 30 1234567"
         *       },
         *       "payment": {
         *         "iban": "DE89370400440532013000",
         *         "bic": "COBADEFFXXX",
         *         "account_holder": null
         *       },
         *       "electronic_address": {
         *         "scheme": "9930",
         *         "value": "DE123456789"
         *       },
         *       "time_zone": "Europe/Berlin",
         *       "legal_form": "GmbH",
         *       "registered_office": "Berlin",
         *       "commercial_register": {
         *         "court": "Amtsgericht Berlin (Charlottenburg)",
         *         "number": "HRB 234567 B"
         *       },
         *       "managing_directors": [
         *         "Mira Lindqvist",
         *         "Jonas Weber"
         *       ],
         *       "share_capital": {
         *         "amount": 2500000,
         *         "currency": "EUR"
         *       },
         *       "france": null,
         *       "other_mentions": null
         *     }
         */
        SellerProfile: {
            /** @description The seller's registered name. */
            legal_name: string;
            /** @description The seller's postal address. */
            address?: components["schemas"]["Address"] | null;
            /**
             * @description The seller's EU VAT identifier with its country prefix (EN 16931 BT-31).
             * @example DE123456789
             */
            vat_id?: string | null;
            /**
             * @description The seller's national tax registration number (EN 16931 BT-32), for a seller without a VAT id.
             * @example 143/123/45678
             */
            tax_number?: string | null;
            /** @description Whom the buyer asks about an invoice. */
            contact?: components["schemas"]["SellerContact"] | null;
            /** @description The bank account invoices ask to be paid to. */
            payment?: components["schemas"]["SellerPayment"] | null;
            /** @description The seller's address for e-invoices; Peppol BIS needs it. */
            electronic_address?: components["schemas"]["ElectronicAddress"] | null;
            /**
             * @description The IANA time zone in which an invoice's issue date is taken. Defaults to `UTC`.
             * @default UTC
             * @example Europe/Berlin
             */
            time_zone: string;
            /**
             * @description The company's legal form as its register writes it (`GmbH`, `UG (haftungsbeschränkt)`, `SAS`, `SARL`, `Ltd`). Printed with the legal name in the footer of every page of the PDF (§35a GmbHG, Article R123-237 of the French Code de commerce) and carried in e-invoices as part of the seller's additional legal information (EN 16931 BT-33).
             * @example GmbH
             */
            legal_form?: string | null;
            /**
             * @description The company's registered office, the town its register entry names ("Sitz der Gesellschaft", "siège social"), when it is not the town of `address`. Printed in the footer of every page.
             * @example Berlin
             */
            registered_office?: string | null;
            /** @description The company's entry in a commercial register (§35a GmbHG asks for the register court and number on every business letter). Printed in the footer of every page; its number is the seller's legal registration identifier (EN 16931 BT-30) in e-invoices unless `france` gives the SIREN. */
            commercial_register?: components["schemas"]["CommercialRegister"] | null;
            /**
             * @description The names of the managing directors ("Geschäftsführer", "dirigeants"), each as it should print, in the order to print them. §35a GmbHG asks for all of them on business letters. Printed in the footer of every page. None when omitted.
             * @example [
             *       "Mira Lindqvist",
             *       "Jonas Weber"
             *     ]
             */
            managing_directors?: string[];
            /** @description The company's share capital ("Stammkapital", "capital social"), in any of the service's currencies; the amount is more than zero. Printed in the footer of every page (in France, Article R123-238 of the Code de commerce) and in e-invoices' additional legal information (BT-33). */
            share_capital?: components["schemas"]["Money"] | null;
            /** @description What French law asks a French company to print, the SIREN and the town of its RCS registry, printed in the footer of every page, and the late-payment penalty rate of Article L441-10 of the Code de commerce. Whenever the seller's address is in France, invoices print the penalty rate and the fixed recovery fee of 40 euros under the payment terms, this object given or not. */
            france?: components["schemas"]["SellerFrance"] | null;
            /**
             * @description Any other legal mention the seller's country asks for, printed as written at the end of the footer of every page and carried in e-invoices' additional legal information (BT-33). Keep it short; the footer has room for a few lines.
             * @example Company registered in England and Wales, No. 01234567
             */
            other_mentions?: string | null;
            /**
             * @description The seller's accounting currency, the currency of its VAT return (ISO 4217). Defaults to `EUR`. An invoice in another currency is sent with `tax_exchange_rate` and states its VAT total in this currency as well (Article 230 of the VAT Directive; EN 16931 BT-6 and BT-111).
             * @default EUR
             */
            currency: components["schemas"]["Currency"];
        };
        /**
         * @description An entry in a commercial register, as the register's extract writes it.
         * @example {
         *       "court": "Amtsgericht Berlin (Charlottenburg)",
         *       "number": "HRB 234567 B"
         *     }
         */
        CommercialRegister: {
            /**
             * @description The register court or registry ("Registergericht").
             * @example Amtsgericht Berlin (Charlottenburg)
             */
            court: string;
            /**
             * @description The entry's number, with its register's letters.
             * @example HRB 234567 B
             */
            number: string;
        };
        /**
         * @description The mentions French law asks of a French company on its invoices (Articles R123-237 and L441-10 of the Code de commerce).
         * @example {
         *       "siren": "732829320",
         *       "rcs_city": "Paris",
         *       "late_payment_rate": null
         *     }
         */
        SellerFrance: {
            /**
             * @description The company's SIREN, nine digits without spaces, whose last is the Luhn check digit. Printed as `SIREN 732 829 320` and carried as the seller's legal registration identifier (EN 16931 BT-30, scheme `0002`).
             * @example 732829320
             */
            siren: string;
            /**
             * @description The town of the Registre du commerce et des sociétés the company is registered at, printed as `RCS Paris`.
             * @example Paris
             */
            rcs_city: string;
            /**
             * @description The late-payment penalty rate in percent a year (12.5 means 12.5%), which may not be below three times the legal interest rate. Null or omitted prints the legal default, the European Central Bank's refinancing rate plus 10 percentage points.
             * @example 12.5
             */
            late_payment_rate?: number | null;
        };
        /**
         * @description The seller's contact for questions about an invoice (EN 16931 BG-6).
         * @example {
         *       "name": "Mira Lindqvist",
         *       "email": "billing@lindqvist.example",
         *       "phone": "+49 30 1234567"
         *     }
         */
        SellerContact: {
            name?: string | null;
            email?: components["schemas"]["EmailAddress"] | null;
            phone?: string | null;
        };
        /**
         * @description The bank account for credit transfers (EN 16931 BG-17).
         * @example {
         *       "iban": "DE89370400440532013000",
         *       "bic": "COBADEFFXXX",
         *       "account_holder": null
         *     }
         */
        SellerPayment: {
            /** @description The IBAN, in capitals without spaces, with check digits that are right (ISO 13616 mod 97). */
            iban: string;
            /** @description The bank's BIC. */
            bic?: string | null;
            /** @description The account holder's name, when it differs from the legal name. */
            account_holder?: string | null;
        };
        /**
         * @description The account a key belongs to, as the service returns it.
         * @example {
         *       "id": "acct_3Jd8LpQ0wZx5Vb2Nm7Ty4K",
         *       "name": "lindqvist",
         *       "environment": "sandbox",
         *       "invoice_prefix": "INV",
         *       "seller": {
         *         "legal_name": "Lindqvist Consulting GmbH",
         *         "address": {
         *           "line1": "Torstrasse 49",
         *           "line2": null,
         *           "city": "Berlin",
         *           "postal_code": "10119",
         *           "country": "DE"
         *         },
         *         "vat_id": "DE123456789",
         *         "tax_number": null,
         *         "contact": {
         *           "name": "Mira Lindqvist",
         *           "email": "billing@lindqvist.example",
         *           "phone": "+49 30 1234567"
         *         },
         *         "payment": {
         *           "iban": "DE89370400440532013000",
         *           "bic": "COBADEFFXXX",
         *           "account_holder": null
         *         },
         *         "electronic_address": {
         *           "scheme": "9930",
         *           "value": "DE123456789"
         *         },
         *         "time_zone": "Europe/Berlin"
         *       }
         *     }
         */
        Account: {
            /**
             * @description The account's id (`acct_` followed by random characters).
             * @example acct_3Jd8LpQ0wZx5Vb2Nm7Ty4K
             */
            id: string;
            /** @description The account's name, as the operator gave it when creating its first key. */
            name: string;
            /**
             * @description The environment of the key and of this server.
             * @enum {string}
             */
            environment: "production" | "sandbox";
            /** @description The prefix of the account's invoice and credit note numbers. */
            invoice_prefix: string;
            /** @description The seller profile printed on the account's invoices; null until the operator sets one. */
            seller: components["schemas"]["SellerProfile"] | null;
        };
        /**
         * @description The customer as a sent invoice names them, copied from the customer when it was sent.
         * @example {
         *       "name": "Ada Lovelace Ltd",
         *       "email": "accounts@lovelace.example",
         *       "address": {
         *         "line1": "12 St James's Square",
         *         "line2": null,
         *         "city": "London",
         *         "postal_code": "SW1Y 4JH",
         *         "country": "GB"
         *       },
         *       "tax_id": "GB123456789",
         *       "locale": "en",
         *       "electronic_address": {
         *         "scheme": "0088",
         *         "value": "5060012349998"
         *       },
         *       "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *       "e_invoice_format": "peppol-bis"
         *     }
         */
        CustomerDetails: {
            name: string;
            email: components["schemas"]["EmailAddress"];
            address: components["schemas"]["Address"];
            tax_id: string | null;
            locale: components["schemas"]["Locale"];
            electronic_address: components["schemas"]["ElectronicAddress"] | null;
            buyer_reference: string | null;
            e_invoice_format: components["schemas"]["EInvoiceFormat"] | null;
        };
        /**
         * @description The state of an invoice: `draft` (being prepared), `open` (sent and owed), `paid` (settled, final) or `void` (no longer owed).
         * @example open
         * @enum {string}
         */
        InvoiceStatus: "draft" | "open" | "paid" | "void";
        /**
         * @description Your own key-value pairs of strings, returned unchanged.
         * @example {
         *       "order": "PO-2026-118"
         *     }
         */
        Metadata: {
            [key: string]: string;
        };
        /**
         * @description An invoice, as the service returns it.
         * @example {
         *       "id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *       "number": "INV-0001",
         *       "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *       "status": "open",
         *       "lines": [
         *         {
         *           "description": "Consulting, November 2026",
         *           "quantity": 10,
         *           "unit_price": {
         *             "amount": 12000,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 19,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         },
         *         {
         *           "description": "Technical handbook",
         *           "quantity": 2,
         *           "unit_price": {
         *             "amount": 4599,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 7,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         }
         *       ],
         *       "subtotal": {
         *         "amount": 129198,
         *         "currency": "EUR"
         *       },
         *       "tax": {
         *         "amount": 23444,
         *         "currency": "EUR"
         *       },
         *       "total": {
         *         "amount": 152642,
         *         "currency": "EUR"
         *       },
         *       "discounts": [],
         *       "charges": [],
         *       "discount_total": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "charge_total": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "total_excluding_tax": {
         *         "amount": 129198,
         *         "currency": "EUR"
         *       },
         *       "amount_credited": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "amount_due": {
         *         "amount": 152642,
         *         "currency": "EUR"
         *       },
         *       "amount_paid": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "payments": [],
         *       "paid_at": null,
         *       "due_date": "2026-12-02",
         *       "created_at": "2026-11-02T09:30:00Z",
         *       "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_4f9Qx2LrT8aZk1MnB7cD0e?expires=1793615400&signature=kdTvxtE0vxIbKGfVZKsQt1LjhdO_6jp1JA-cqhlf_aE",
         *       "documents": [
         *         {
         *           "format": "pdf",
         *           "sha256": "9f2c4e1a7b3d5f60812e4c9a0b7d3f25e6c18a4b90d2f7e3c5a1b8d6e4f20937",
         *           "size": 41873,
         *           "created_at": "2026-11-02T09:45:01Z"
         *         },
         *         {
         *           "format": "peppol-bis",
         *           "sha256": "3b8e1d0c9f7a2e64d5c3b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5",
         *           "size": 9214,
         *           "created_at": "2026-11-02T09:45:01Z"
         *         }
         *       ],
         *       "notes": "Payable by bank transfer within 30 days.",
         *       "metadata": {
         *         "order": "PO-2026-118"
         *       },
         *       "tax_breakdown": [
         *         {
         *           "category": "S",
         *           "rate": 19,
         *           "taxable_amount": {
         *             "amount": 120000,
         *             "currency": "EUR"
         *           },
         *           "tax_amount": {
         *             "amount": 22800,
         *             "currency": "EUR"
         *           },
         *           "exemption_reason": null
         *         },
         *         {
         *           "category": "S",
         *           "rate": 7,
         *           "taxable_amount": {
         *             "amount": 9198,
         *             "currency": "EUR"
         *           },
         *           "tax_amount": {
         *             "amount": 644,
         *             "currency": "EUR"
         *           },
         *           "exemption_reason": null
         *         }
         *       ],
         *       "issue_date": "2026-11-02",
         *       "supply_date": null,
         *       "service_period": {
         *         "start": "2026-11-01",
         *         "end": "2026-11-30"
         *       },
         *       "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *       "purchase_order": "PO-2026-118",
         *       "seller": {
         *         "legal_name": "Lindqvist Consulting GmbH",
         *         "address": {
         *           "line1": "Torstrasse 49",
         *           "line2": null,
         *           "city": "Berlin",
         *           "postal_code": "10119",
         *           "country": "DE"
         *         },
         *         "vat_id": "DE123456789",
         *         "tax_number": null,
         *         "contact": {
         *           "name": "Mira Lindqvist",
         *           "email": "billing@lindqvist.example",
         *           "phone": "+49 30 1234567"
         *         },
         *         "payment": {
         *           "iban": "DE89370400440532013000",
         *           "bic": "COBADEFFXXX",
         *           "account_holder": null
         *         },
         *         "electronic_address": {
         *           "scheme": "9930",
         *           "value": "DE123456789"
         *         },
         *         "time_zone": "Europe/Berlin"
         *       },
         *       "customer_details": {
         *         "name": "Ada Lovelace Ltd",
         *         "email": "accounts@lovelace.example",
         *         "address": {
         *           "line1": "12 St James's Square",
         *           "line2": null,
         *           "city": "London",
         *           "postal_code": "SW1Y 4JH",
         *           "country": "GB"
         *         },
         *         "tax_id": "GB123456789",
         *         "locale": "en",
         *         "electronic_address": {
         *           "scheme": "0088",
         *           "value": "5060012349998"
         *         },
         *         "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *         "e_invoice_format": "peppol-bis"
         *       },
         *       "sent_at": "2026-11-02T09:45:00Z",
         *       "voided_at": null
         *     }
         * @example {
         *       "id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *       "number": null,
         *       "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *       "status": "draft",
         *       "lines": [
         *         {
         *           "description": "Consulting, November 2026",
         *           "quantity": 10,
         *           "unit_price": {
         *             "amount": 12000,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 19,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         },
         *         {
         *           "description": "Technical handbook",
         *           "quantity": 2,
         *           "unit_price": {
         *             "amount": 4599,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 7,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         }
         *       ],
         *       "subtotal": {
         *         "amount": 129198,
         *         "currency": "EUR"
         *       },
         *       "tax": {
         *         "amount": 23444,
         *         "currency": "EUR"
         *       },
         *       "total": {
         *         "amount": 152642,
         *         "currency": "EUR"
         *       },
         *       "discounts": [],
         *       "charges": [],
         *       "discount_total": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "charge_total": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "total_excluding_tax": {
         *         "amount": 129198,
         *         "currency": "EUR"
         *       },
         *       "amount_credited": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "amount_due": {
         *         "amount": 152642,
         *         "currency": "EUR"
         *       },
         *       "amount_paid": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "payments": [],
         *       "paid_at": null,
         *       "due_date": "2026-12-02",
         *       "created_at": "2026-11-02T09:30:00Z",
         *       "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_4f9Qx2LrT8aZk1MnB7cD0e?expires=1793615400&signature=RyEUMw_lck3MoOTRzkYupPEfhMYsTwxOs5x30SPanUo",
         *       "documents": [],
         *       "notes": "Payable by bank transfer within 30 days.",
         *       "metadata": {
         *         "order": "PO-2026-118"
         *       },
         *       "tax_breakdown": [
         *         {
         *           "category": "S",
         *           "rate": 19,
         *           "taxable_amount": {
         *             "amount": 120000,
         *             "currency": "EUR"
         *           },
         *           "tax_amount": {
         *             "amount": 22800,
         *             "currency": "EUR"
         *           },
         *           "exemption_reason": null
         *         },
         *         {
         *           "category": "S",
         *           "rate": 7,
         *           "taxable_amount": {
         *             "amount": 9198,
         *             "currency": "EUR"
         *           },
         *           "tax_amount": {
         *             "amount": 644,
         *             "currency": "EUR"
         *           },
         *           "exemption_reason": null
         *         }
         *       ],
         *       "issue_date": null,
         *       "supply_date": null,
         *       "service_period": {
         *         "start": "2026-11-01",
         *         "end": "2026-11-30"
         *       },
         *       "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *       "purchase_order": "PO-2026-118",
         *       "seller": null,
         *       "customer_details": null,
         *       "sent_at": null,
         *       "voided_at": null
         *     }
         * @example {
         *       "id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *       "number": "INV-0001",
         *       "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *       "status": "paid",
         *       "lines": [
         *         {
         *           "description": "Consulting, November 2026",
         *           "quantity": 10,
         *           "unit_price": {
         *             "amount": 12000,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 19,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         },
         *         {
         *           "description": "Technical handbook",
         *           "quantity": 2,
         *           "unit_price": {
         *             "amount": 4599,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 7,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         }
         *       ],
         *       "subtotal": {
         *         "amount": 129198,
         *         "currency": "EUR"
         *       },
         *       "tax": {
         *         "amount": 23444,
         *         "currency": "EUR"
         *       },
         *       "total": {
         *         "amount": 152642,
         *         "currency": "EUR"
         *       },
         *       "discounts": [],
         *       "charges": [],
         *       "discount_total": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "charge_total": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "total_excluding_tax": {
         *         "amount": 129198,
         *         "currency": "EUR"
         *       },
         *       "amount_credited": {
         *         "amount": 4921,
         *         "currency": "EUR"
         *       },
         *       "amount_due": {
         *         "amount": 0,
         *         "currency": "EUR"
         *       },
         *       "amount_paid": {
         *         "amount": 147721,
         *         "currency": "EUR"
         *       },
         *       "payments": [
         *         {
         *           "id": "pay_3Nc8Vd2Rk7Wq4Lm9Tz0Xb6",
         *           "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *           "amount": {
         *             "amount": 100000,
         *             "currency": "EUR"
         *           },
         *           "paid_at": "2026-11-20",
         *           "method": "bank_transfer",
         *           "reference": "RF18 5390 0754 7034",
         *           "created_at": "2026-11-20T15:02:11Z"
         *         },
         *         {
         *           "id": "pay_9Tz0Xb6Nc3Vd8Rk2Wq7Lm4",
         *           "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *           "amount": {
         *             "amount": 47721,
         *             "currency": "EUR"
         *           },
         *           "paid_at": "2026-11-29",
         *           "method": "bank_transfer",
         *           "reference": "RF18 5390 0754 7034",
         *           "created_at": "2026-11-30T08:40:00Z"
         *         }
         *       ],
         *       "paid_at": "2026-11-30T08:40:00Z",
         *       "due_date": "2026-12-02",
         *       "created_at": "2026-11-02T09:30:00Z",
         *       "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_4f9Qx2LrT8aZk1MnB7cD0e?expires=1794481200&signature=n5WAFJ3iBirD4yg5FamEBUOZpqUMCdNGMXiWf-Siafg",
         *       "documents": [
         *         {
         *           "format": "pdf",
         *           "sha256": "9f2c4e1a7b3d5f60812e4c9a0b7d3f25e6c18a4b90d2f7e3c5a1b8d6e4f20937",
         *           "size": 41873,
         *           "created_at": "2026-11-02T09:45:01Z"
         *         },
         *         {
         *           "format": "peppol-bis",
         *           "sha256": "3b8e1d0c9f7a2e64d5c3b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5",
         *           "size": 9214,
         *           "created_at": "2026-11-02T09:45:01Z"
         *         }
         *       ],
         *       "notes": "Payable by bank transfer within 30 days.",
         *       "metadata": {
         *         "order": "PO-2026-118"
         *       },
         *       "tax_breakdown": [
         *         {
         *           "category": "S",
         *           "rate": 19,
         *           "taxable_amount": {
         *             "amount": 120000,
         *             "currency": "EUR"
         *           },
         *           "tax_amount": {
         *             "amount": 22800,
         *             "currency": "EUR"
         *           },
         *           "exemption_reason": null
         *         },
         *         {
         *           "category": "S",
         *           "rate": 7,
         *           "taxable_amount": {
         *             "amount": 9198,
         *             "currency": "EUR"
         *           },
         *           "tax_amount": {
         *             "amount": 644,
         *             "currency": "EUR"
         *           },
         *           "exemption_reason": null
         *         }
         *       ],
         *       "issue_date": "2026-11-02",
         *       "supply_date": null,
         *       "service_period": {
         *         "start": "2026-11-01",
         *         "end": "2026-11-30"
         *       },
         *       "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *       "purchase_order": "PO-2026-118",
         *       "seller": {
         *         "legal_name": "Lindqvist Consulting GmbH",
         *         "address": {
         *           "line1": "Torstrasse 49",
         *           "line2": null,
         *           "city": "Berlin",
         *           "postal_code": "10119",
         *           "country": "DE"
         *         },
         *         "vat_id": "DE123456789",
         *         "tax_number": null,
         *         "contact": {
         *           "name": "Mira Lindqvist",
         *           "email": "billing@lindqvist.example",
         *           "phone": "+49 30 1234567"
         *         },
         *         "payment": {
         *           "iban": "DE89370400440532013000",
         *           "bic": "COBADEFFXXX",
         *           "account_holder": null
         *         },
         *         "electronic_address": {
         *           "scheme": "9930",
         *           "value": "DE123456789"
         *         },
         *         "time_zone": "Europe/Berlin"
         *       },
         *       "customer_details": {
         *         "name": "Ada Lovelace Ltd",
         *         "email": "accounts@lovelace.example",
         *         "address": {
         *           "line1": "12 St James's Square",
         *           "line2": null,
         *           "city": "London",
         *           "postal_code": "SW1Y 4JH",
         *           "country": "GB"
         *         },
         *         "tax_id": "GB123456789",
         *         "locale": "en",
         *         "electronic_address": {
         *           "scheme": "0088",
         *           "value": "5060012349998"
         *         },
         *         "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *         "e_invoice_format": "peppol-bis"
         *       },
         *       "sent_at": "2026-11-02T09:45:00Z",
         *       "voided_at": null
         *     }
         */
        Invoice: {
            /**
             * @description The invoice's id, assigned by the service (`inv_` followed by random characters).
             * @example inv_4f9Qx2LrT8aZk1MnB7cD0e
             */
            id: string;
            /**
             * @description The invoice's legal number, the account's prefix and a sequence of at least four digits (`INV-0001`), given when the invoice is sent; null while it is a draft. Numbers of one account follow each other without gaps, and a voided invoice keeps its number.
             * @example INV-0001
             */
            number: string | null;
            /** @description The customer billed. */
            customer_id: string;
            status: components["schemas"]["InvoiceStatus"];
            /** @description The line items, in the order given. */
            lines: components["schemas"]["LineItem"][];
            /** @description The sum of the lines' net amounts (BT-106), each line's quantity times unit price less its discount. */
            subtotal: components["schemas"]["Money"];
            /** @description The tax of the invoice (BT-110), the sum of the tax breakdown's tax amounts; each line's tax, and each document discount's and charge's, is rounded half away from zero on its own. */
            tax: components["schemas"]["Money"];
            /** @description `total_excluding_tax` plus tax (BT-112), computed by the service. */
            total: components["schemas"]["Money"];
            /** @description The discounts on the whole invoice (BG-20), in the order given, each with its amount computed. */
            discounts: components["schemas"]["DocumentDiscount"][];
            /** @description The charges on the whole invoice (BG-21), in the order given, each with its amount computed. */
            charges: components["schemas"]["DocumentCharge"][];
            /** @description The sum of the document discounts' amounts (BT-107). */
            discount_total: components["schemas"]["Money"];
            /** @description The sum of the document charges' amounts (BT-108). */
            charge_total: components["schemas"]["Money"];
            /** @description subtotal less `discount_total` plus `charge_total` (BT-109), the amount the tax is taken on. */
            total_excluding_tax: components["schemas"]["Money"];
            tax_breakdown: components["schemas"]["TaxBreakdown"];
            /** @description The sum of the totals of the issued (not void) credit notes that correct this invoice. */
            amount_credited: components["schemas"]["Money"];
            /** @description What the customer still owes, the total less `amount_credited` and `amount_paid`; zero once the invoice is paid or void. */
            amount_due: components["schemas"]["Money"];
            /** @description The sum of the payments recorded against this invoice. */
            amount_paid: components["schemas"]["Money"];
            /** @description The payments recorded against this invoice, oldest first. */
            payments: components["schemas"]["Payment"][];
            /**
             * Format: date-time
             * @description When the invoice became paid (its last payment recorded, or a credit note that left nothing due), in UTC; null until then.
             */
            paid_at: string | null;
            /**
             * Format: date
             * @description The day payment is due; 30 days after creation unless given.
             */
            due_date: string;
            /**
             * Format: date
             * @description The invoice's date, the day it was sent in the seller's time zone; null while it is a draft.
             */
            issue_date: string | null;
            /**
             * Format: date
             * @description The day the goods or services were supplied, when it differs from the issue date; null otherwise.
             */
            supply_date: string | null;
            /** @description The period the services were supplied in, instead of a supply date; null when not given. */
            service_period: components["schemas"]["ServicePeriod"] | null;
            /** @description The buyer's reference for the invoice (EN 16931 BT-10), such as a German Leitweg-ID; taken from the customer's when not given. */
            buyer_reference: string | null;
            /** @description The buyer's purchase order number (EN 16931 BT-13). */
            purchase_order: string | null;
            /**
             * @description The seller's accounting currency (EN 16931 BT-6) when the invoice was sent in another currency; null otherwise, and while the invoice is a draft.
             * @example EUR
             */
            tax_currency?: components["schemas"]["Currency"] | null;
            /**
             * @description The rate given at send, units of `tax_currency` for one unit of the invoice's currency; null when `tax_currency` is.
             * @example 0.9239582371
             */
            tax_exchange_rate?: number | null;
            /**
             * @description The VAT total in `tax_currency` (Article 230 of the VAT Directive; EN 16931 BT-111), `tax` times `tax_exchange_rate` in integer minor units, rounded half away from zero (a tax of 190.00 USD at 0.9239582371 is 175.55 EUR); null when `tax_currency` is.
             * @example {
             *       "amount": 17555,
             *       "currency": "EUR"
             *     }
             */
            tax_total_in_tax_currency?: components["schemas"]["Money"] | null;
            /** @description The seller profile as it was when the invoice was sent; null while it is a draft, whose documents show the account's current profile. */
            seller: components["schemas"]["SellerProfile"] | null;
            /** @description The customer as it was when the invoice was sent; null while it is a draft, whose documents show the customer's current details. */
            customer_details: components["schemas"]["CustomerDetails"] | null;
            /**
             * Format: date-time
             * @description When the invoice was created, in UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the invoice was sent, in UTC; null while it is a draft.
             */
            sent_at: string | null;
            /**
             * Format: date-time
             * @description When the invoice was voided, in UTC; null unless it is void.
             */
            voided_at: string | null;
            /**
             * Format: uri
             * @description A signed link to the rendered invoice as PDF. It needs no bearer key and works for one hour from the response that carried it; read the invoice again for a fresh link.
             */
            pdf_url: string | null;
            /** @description The invoice's documents as issued and stored, oldest first. Its PDF, and the e-invoice of the customer's `e_invoice_format`, are stored within moments of sending; another e-invoice format is stored the first time it is downloaded. A stored document never changes; empty while the invoice is a draft. */
            documents: components["schemas"]["StoredDocument"][];
            /** @description Free text printed on the invoice, or null. */
            notes: string | null;
            metadata: components["schemas"]["Metadata"];
        };
        /**
         * @description A new draft invoice. Do not send `total`, `subtotal` or `tax`; the service computes them.
         * @example {
         *       "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *       "lines": [
         *         {
         *           "description": "Consulting, November 2026",
         *           "quantity": 10,
         *           "unit_price": {
         *             "amount": 12000,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 19,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         },
         *         {
         *           "description": "Technical handbook",
         *           "quantity": 2,
         *           "unit_price": {
         *             "amount": 4599,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 7,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         }
         *       ],
         *       "due_date": "2026-12-02",
         *       "service_period": {
         *         "start": "2026-11-01",
         *         "end": "2026-11-30"
         *       },
         *       "purchase_order": "PO-2026-118",
         *       "notes": "Payable by bank transfer within 30 days.",
         *       "metadata": {
         *         "order": "PO-2026-118"
         *       }
         *     }
         */
        InvoiceCreate: {
            /** @description The id of a customer of your account. */
            customer_id: string;
            /** @description The line items. All lines share one currency, and the total must not be negative. */
            lines: components["schemas"]["LineItem"][];
            /** @description Discounts on the whole invoice (EN 16931 BG-20), such as an early-payment discount; each lowers the taxable amount of its VAT category and rate. */
            discounts?: components["schemas"]["DocumentDiscount"][];
            /** @description Charges on the whole invoice (EN 16931 BG-21), such as shipping or handling; each raises the taxable amount of its VAT category and rate. */
            charges?: components["schemas"]["DocumentCharge"][];
            /**
             * Format: date
             * @description The day payment is due, not before today. Defaults to 30 days from creation.
             */
            due_date?: string;
            /**
             * Format: date
             * @description The day the goods or services were supplied, when it differs from the issue date. Give this or `service_period`, not both; without either the invoice says the supply date is the issue date.
             */
            supply_date?: string;
            /** @description The period the services were supplied in, instead of `supply_date`. */
            service_period?: components["schemas"]["ServicePeriod"];
            /** @description The buyer's reference (EN 16931 BT-10), such as a German Leitweg-ID. Defaults to the customer's `buyer_reference`. */
            buyer_reference?: string;
            /** @description The buyer's purchase order number (EN 16931 BT-13). */
            purchase_order?: string;
            /** @description Free text printed on the invoice. */
            notes?: string;
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description Changes to a draft invoice. Every field is optional; each field sent replaces the stored one.
         * @example {
         *       "due_date": "2026-12-02",
         *       "notes": "Payable by bank transfer within 30 days."
         *     }
         */
        InvoiceUpdate: {
            /**
             * Format: date
             * @description The day payment is due, not before the invoice's creation date.
             */
            due_date?: string;
            /** @description Replaces all line items; the totals are recomputed. */
            lines?: components["schemas"]["LineItem"][];
            /** @description Replaces all document discounts (an empty array removes them); the totals are recomputed. A percentage discount kept from before is recomputed when the lines change. */
            discounts?: components["schemas"]["DocumentDiscount"][];
            /** @description Replaces all document charges (an empty array removes them); the totals are recomputed. */
            charges?: components["schemas"]["DocumentCharge"][];
            /**
             * Format: date
             * @description Replaces the supply date and clears `service_period`; null clears it.
             */
            supply_date?: string | null;
            /** @description Replaces the service period and clears `supply_date`; null clears it. Send this or `supply_date`, not both. */
            service_period?: components["schemas"]["ServicePeriod"] | null;
            /** @description Replaces the buyer's reference; null clears it, and sending then takes the customer's. */
            buyer_reference?: string | null;
            /** @description Replaces the purchase order number; null clears it. */
            purchase_order?: string | null;
            /** @description Replaces the notes; null clears them. */
            notes?: string | null;
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description One page of invoices.
         * @example {
         *       "data": [
         *         {
         *           "id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *           "number": "INV-0001",
         *           "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *           "status": "open",
         *           "lines": [
         *             {
         *               "description": "Consulting, November 2026",
         *               "quantity": 10,
         *               "unit_price": {
         *                 "amount": 12000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Technical handbook",
         *               "quantity": 2,
         *               "unit_price": {
         *                 "amount": 4599,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 129198,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 23444,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 152642,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 129198,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 152642,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "payments": [],
         *           "paid_at": null,
         *           "due_date": "2026-12-02",
         *           "created_at": "2026-11-02T09:30:00Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_4f9Qx2LrT8aZk1MnB7cD0e?expires=1793615400&signature=kdTvxtE0vxIbKGfVZKsQt1LjhdO_6jp1JA-cqhlf_aE",
         *           "documents": [
         *             {
         *               "format": "pdf",
         *               "sha256": "9f2c4e1a7b3d5f60812e4c9a0b7d3f25e6c18a4b90d2f7e3c5a1b8d6e4f20937",
         *               "size": 41873,
         *               "created_at": "2026-11-02T09:45:01Z"
         *             },
         *             {
         *               "format": "peppol-bis",
         *               "sha256": "3b8e1d0c9f7a2e64d5c3b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5",
         *               "size": 9214,
         *               "created_at": "2026-11-02T09:45:01Z"
         *             }
         *           ],
         *           "notes": "Payable by bank transfer within 30 days.",
         *           "metadata": {
         *             "order": "PO-2026-118"
         *           },
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 120000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 22800,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 9198,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 644,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": "2026-11-02",
         *           "supply_date": null,
         *           "service_period": {
         *             "start": "2026-11-01",
         *             "end": "2026-11-30"
         *           },
         *           "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *           "purchase_order": "PO-2026-118",
         *           "seller": {
         *             "legal_name": "Lindqvist Consulting GmbH",
         *             "address": {
         *               "line1": "Torstrasse 49",
         *               "line2": null,
         *               "city": "Berlin",
         *               "postal_code": "10119",
         *               "country": "DE"
         *             },
         *             "vat_id": "DE123456789",
         *             "tax_number": null,
         *             "contact": {
         *               "name": "Mira Lindqvist",
         *               "email": "billing@lindqvist.example",
         *               "phone": "+49 30 1234567"
         *             },
         *             "payment": {
         *               "iban": "DE89370400440532013000",
         *               "bic": "COBADEFFXXX",
         *               "account_holder": null
         *             },
         *             "electronic_address": {
         *               "scheme": "9930",
         *               "value": "DE123456789"
         *             },
         *             "time_zone": "Europe/Berlin"
         *           },
         *           "customer_details": {
         *             "name": "Ada Lovelace Ltd",
         *             "email": "accounts@lovelace.example",
         *             "address": {
         *               "line1": "12 St James's Square",
         *               "line2": null,
         *               "city": "London",
         *               "postal_code": "SW1Y 4JH",
         *               "country": "GB"
         *             },
         *             "tax_id": "GB123456789",
         *             "locale": "en",
         *             "electronic_address": {
         *               "scheme": "0088",
         *               "value": "5060012349998"
         *             },
         *             "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *             "e_invoice_format": "peppol-bis"
         *           },
         *           "sent_at": "2026-11-02T09:45:00Z",
         *           "voided_at": null
         *         }
         *       ],
         *       "has_more": true,
         *       "next_cursor": "WyIyMDI2LTExLTAyVDA5OjMwOjAwLjAwMFoiLCJpbnZfNGY5UXgyTHJUOGFaazFNbkI3Y0QwZSJd.Y18UYUKO9JhcuU8geWEnbT"
         *     }
         */
        InvoiceList: {
            data: components["schemas"]["Invoice"][];
            /** @description Whether another page follows; false on the last page. */
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description How the money arrived.
         * @example bank_transfer
         * @enum {string}
         */
        PaymentMethod: "bank_transfer" | "card" | "direct_debit" | "cash" | "other";
        /**
         * @description Money received against an invoice, recorded by you.
         * @example {
         *       "id": "pay_3Nc8Vd2Rk7Wq4Lm9Tz0Xb6",
         *       "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *       "amount": {
         *         "amount": 100000,
         *         "currency": "EUR"
         *       },
         *       "paid_at": "2026-11-20",
         *       "method": "bank_transfer",
         *       "reference": "RF18 5390 0754 7034",
         *       "created_at": "2026-11-20T15:02:11Z"
         *     }
         */
        Payment: {
            /**
             * @description The payment's id, assigned by the service (`pay_` followed by random characters).
             * @example pay_3Nc8Vd2Rk7Wq4Lm9Tz0Xb6
             */
            id: string;
            /**
             * @description The invoice the payment is for.
             * @example inv_4f9Qx2LrT8aZk1MnB7cD0e
             */
            invoice_id: string;
            /** @description The amount received, in the invoice's currency. */
            amount: components["schemas"]["Money"];
            /**
             * Format: date
             * @description The day the money arrived.
             */
            paid_at: string;
            method: components["schemas"]["PaymentMethod"];
            /** @description Your reference for the payment (the bank's, a receipt number), or null. */
            reference: string | null;
            /**
             * Format: date-time
             * @description When the payment was recorded, in UTC.
             */
            created_at: string;
        };
        /**
         * @description A payment received against an open invoice.
         * @example {
         *       "amount": {
         *         "amount": 100000,
         *         "currency": "EUR"
         *       },
         *       "paid_at": "2026-11-20",
         *       "method": "bank_transfer",
         *       "reference": "RF18 5390 0754 7034"
         *     }
         */
        PaymentCreate: {
            /** @description The amount received, more than zero, in the invoice's currency and at most its `amount_due`. */
            amount: components["schemas"]["Money"];
            /**
             * Format: date
             * @description The day the money arrived, not before the invoice's issue date; defaults to today in the seller's time zone.
             */
            paid_at?: string;
            /** @description How the money arrived; defaults to `other`. */
            method?: components["schemas"]["PaymentMethod"];
            /** @description Your reference for the payment. */
            reference?: string;
        };
        /**
         * @description Why a credit note was issued: `duplicate` (the invoice billed something twice), `order_change` (the order changed after invoicing), `product_unsatisfactory` (the customer was not satisfied) or `other`.
         * @example order_change
         * @enum {string}
         */
        CreditNoteReason: "duplicate" | "order_change" | "product_unsatisfactory" | "other";
        /**
         * @description The state of a credit note: `issued` (it credits the invoice) or `void` (it no longer does).
         * @example issued
         * @enum {string}
         */
        CreditNoteStatus: "issued" | "void";
        /**
         * @description A credit note, the correction of a sent invoice, as the service returns it.
         * @example {
         *       "id": "cn_7Hq2LmX9aT4rZk0NbC5dV1",
         *       "number": "INV-CN-0001",
         *       "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *       "status": "issued",
         *       "reason": "order_change",
         *       "memo": "One handbook returned unopened.",
         *       "lines": [
         *         {
         *           "description": "Technical handbook, returned",
         *           "quantity": 1,
         *           "unit_price": {
         *             "amount": 4599,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 7,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         }
         *       ],
         *       "subtotal": {
         *         "amount": 4599,
         *         "currency": "EUR"
         *       },
         *       "tax": {
         *         "amount": 322,
         *         "currency": "EUR"
         *       },
         *       "total": {
         *         "amount": 4921,
         *         "currency": "EUR"
         *       },
         *       "tax_breakdown": [
         *         {
         *           "category": "S",
         *           "rate": 7,
         *           "taxable_amount": {
         *             "amount": 4599,
         *             "currency": "EUR"
         *           },
         *           "tax_amount": {
         *             "amount": 322,
         *             "currency": "EUR"
         *           },
         *           "exemption_reason": null
         *         }
         *       ],
         *       "created_at": "2026-11-09T14:05:00Z",
         *       "pdf_url": "https://sandbox.folio.example/v2/credit-note-pdfs/cn_7Hq2LmX9aT4rZk0NbC5dV1?expires=1794236700&signature=bsOMC6_jN3WaRRXJs67YNEYuP5IL-nItT3g9HG3mxnY",
         *       "documents": []
         *     }
         */
        CreditNote: {
            /**
             * @description The credit note's id, assigned by the service (`cn_` followed by random characters).
             * @example cn_7Hq2LmX9aT4rZk0NbC5dV1
             */
            id: string;
            /**
             * @description The credit note's legal number, the account's invoice prefix, `-CN-` and a sequence of its own of at least four digits (`INV-CN-0001`), without gaps.
             * @example INV-CN-0001
             */
            number: string;
            /** @description The invoice that the credit note corrects. */
            invoice_id: string;
            status: components["schemas"]["CreditNoteStatus"];
            reason: components["schemas"]["CreditNoteReason"];
            /** @description Free text printed on the credit note, or null. */
            memo: string | null;
            /** @description The lines credited, in the order given. */
            lines: components["schemas"]["LineItem"][];
            /** @description The sum of the lines' net amounts. */
            subtotal: components["schemas"]["Money"];
            /** @description The sum of the lines' tax amounts. */
            tax: components["schemas"]["Money"];
            /** @description subtotal plus tax, the amount credited to the invoice, computed by the service. */
            total: components["schemas"]["Money"];
            tax_breakdown: components["schemas"]["TaxBreakdown"];
            /**
             * @description The seller's accounting currency (EN 16931 BT-6) when its invoice was sent in another currency; null otherwise.
             * @example EUR
             */
            tax_currency?: components["schemas"]["Currency"] | null;
            /**
             * @description The rate of its invoice, given when the invoice was sent: units of `tax_currency` for one unit of the credit note's currency; null when `tax_currency` is.
             * @example 0.9239582371
             */
            tax_exchange_rate?: number | null;
            /**
             * @description The VAT total in `tax_currency` (Article 230 of the VAT Directive; EN 16931 BT-111), `tax` times `tax_exchange_rate` in integer minor units, rounded half away from zero (a tax of 190.00 USD at 0.9239582371 is 175.55 EUR); null when `tax_currency` is.
             * @example {
             *       "amount": 17555,
             *       "currency": "EUR"
             *     }
             */
            tax_total_in_tax_currency?: components["schemas"]["Money"] | null;
            /**
             * Format: date-time
             * @description When the credit note was issued, in UTC.
             */
            created_at: string;
            /**
             * Format: uri
             * @description A signed link to the credit note as PDF. It needs no bearer key and works for one hour from the response that carried it.
             */
            pdf_url: string | null;
            /** @description The credit note's documents as issued and stored, oldest first. Its PDF is stored within moments of its creation; an e-invoice format is stored the first time it is downloaded. A stored document never changes. */
            documents: components["schemas"]["StoredDocument"][];
        };
        /**
         * @description A new credit note. Do not send `total`, `subtotal` or `tax`; the service computes them.
         * @example {
         *       "lines": [
         *         {
         *           "description": "Technical handbook, returned",
         *           "quantity": 1,
         *           "unit_price": {
         *             "amount": 4599,
         *             "currency": "EUR"
         *           },
         *           "tax_rate": 7,
         *           "tax_category": "S",
         *           "tax_exemption_reason": null
         *         }
         *       ],
         *       "reason": "order_change",
         *       "memo": "One handbook returned unopened."
         *     }
         */
        CreditNoteCreate: {
            /** @description The lines to credit, in the invoice's currency. The total must be more than zero and at most what is left to credit on the invoice. */
            lines: components["schemas"]["LineItem"][];
            reason: components["schemas"]["CreditNoteReason"];
            /** @description Free text printed on the credit note. */
            memo?: string;
        };
        /**
         * @description One page of credit notes.
         * @example {
         *       "data": [
         *         {
         *           "id": "cn_7Hq2LmX9aT4rZk0NbC5dV1",
         *           "number": "INV-CN-0001",
         *           "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *           "status": "issued",
         *           "reason": "order_change",
         *           "memo": "One handbook returned unopened.",
         *           "lines": [
         *             {
         *               "description": "Technical handbook, returned",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 4599,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 4599,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 322,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 4921,
         *             "currency": "EUR"
         *           },
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 4599,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 322,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "created_at": "2026-11-09T14:05:00Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/credit-note-pdfs/cn_7Hq2LmX9aT4rZk0NbC5dV1?expires=1794236700&signature=bsOMC6_jN3WaRRXJs67YNEYuP5IL-nItT3g9HG3mxnY",
         *           "documents": []
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        CreditNoteList: {
            data: components["schemas"]["CreditNote"][];
            /** @description Whether another page follows; false on the last page. */
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description A postal address.
         * @example {
         *       "line1": "12 St James's Square",
         *       "line2": null,
         *       "city": "London",
         *       "postal_code": "SW1Y 4JH",
         *       "country": "GB"
         *     }
         */
        Address: {
            line1: string;
            line2?: string | null;
            city: string;
            postal_code: string;
            /** @description ISO 3166-1 alpha-2 country code, in capitals. */
            country: string;
        };
        /**
         * Format: email
         * @description An e-mail address the service can send to: ASCII letters, digits and
         *     `` !#$%&'*+/=?^_`{|}~- `` in dot-separated parts, `@`, then a domain name of two
         *     or more labels of letters, digits and inner hyphens. This is narrower than the
         *     `email` format: a quoted local part (`"a b"@example.com`), an IP address literal
         *     (`user@[127.0.0.1]`), a one-label domain (`user@localhost`) and characters outside
         *     ASCII are refused with 422.
         * @example billing@acme.example
         */
        EmailAddress: string;
        /**
         * @description A customer that invoices are billed to.
         * @example {
         *       "id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *       "name": "Ada Lovelace Ltd",
         *       "email": "accounts@lovelace.example",
         *       "address": {
         *         "line1": "12 St James's Square",
         *         "line2": null,
         *         "city": "London",
         *         "postal_code": "SW1Y 4JH",
         *         "country": "GB"
         *       },
         *       "tax_id": "GB123456789",
         *       "locale": "en",
         *       "electronic_address": {
         *         "scheme": "0088",
         *         "value": "5060012349998"
         *       },
         *       "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *       "e_invoice_format": "peppol-bis",
         *       "metadata": {
         *         "crm_id": "20417"
         *       },
         *       "created_at": "2026-11-02T09:12:44Z",
         *       "deleted": false
         *     }
         */
        Customer: {
            /**
             * @description The customer's id, assigned by the service (`cus_` followed by random characters).
             * @example cus_8Hd2kLp0QwZx5Vb3Nm7Ty1
             */
            id: string;
            name: string;
            /** @description Where invoices are e-mailed unless `to` is given when sending. */
            email: components["schemas"]["EmailAddress"];
            /** @description The address invoices are billed to. */
            address: components["schemas"]["Address"];
            /** @description The customer's tax number, printed on invoices, or null. */
            tax_id: string | null;
            locale: components["schemas"]["Locale"];
            /** @description Where the customer receives e-invoices (EN 16931 BT-49), or null. */
            electronic_address: components["schemas"]["ElectronicAddress"] | null;
            /** @description The reference the customer wants on every invoice (EN 16931 BT-10), such as a German Leitweg-ID, or null. */
            buyer_reference: string | null;
            /** @description The e-invoice the customer receives with each invoice, or null for none. */
            e_invoice_format: components["schemas"]["EInvoiceFormat"] | null;
            /** @description Your own key-value pairs of strings, such as the customer's id in your CRM; `{}` when none were given. Never printed on a document. */
            metadata: components["schemas"]["Metadata"];
            /**
             * Format: date-time
             * @description When the customer was created, in UTC.
             */
            created_at: string;
            /** @description Whether the customer was deleted (archived); a deleted customer cannot be billed or changed. */
            deleted: boolean;
        };
        /**
         * @description A new customer.
         * @example {
         *       "name": "Ada Lovelace Ltd",
         *       "email": "accounts@lovelace.example",
         *       "address": {
         *         "line1": "12 St James's Square",
         *         "line2": null,
         *         "city": "London",
         *         "postal_code": "SW1Y 4JH",
         *         "country": "GB"
         *       },
         *       "tax_id": "GB123456789",
         *       "locale": "en",
         *       "electronic_address": {
         *         "scheme": "0088",
         *         "value": "5060012349998"
         *       },
         *       "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *       "e_invoice_format": "peppol-bis",
         *       "metadata": {
         *         "crm_id": "20417"
         *       }
         *     }
         */
        CustomerCreate: {
            name: string;
            email: components["schemas"]["EmailAddress"];
            address: components["schemas"]["Address"];
            tax_id?: string | null;
            /** @description The language of the customer's documents and e-mails. Defaults to `en`. */
            locale?: components["schemas"]["Locale"];
            electronic_address?: components["schemas"]["ElectronicAddress"];
            /** @description The reference put on the customer's invoices unless an invoice gives its own (EN 16931 BT-10). */
            buyer_reference?: string;
            e_invoice_format?: components["schemas"]["EInvoiceFormat"];
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description Changes to a customer. Every field is optional; each field sent replaces the stored one.
         * @example {
         *       "email": "invoices@lovelace.example",
         *       "address": {
         *         "line1": "1 Kingsway",
         *         "line2": null,
         *         "city": "London",
         *         "postal_code": "WC2B 6AN",
         *         "country": "GB"
         *       }
         *     }
         */
        CustomerUpdate: {
            name?: string;
            email?: components["schemas"]["EmailAddress"];
            /** @description Replaces the whole address. */
            address?: components["schemas"]["Address"];
            /** @description Replaces the tax number; null clears it. */
            tax_id?: string | null;
            locale?: components["schemas"]["Locale"];
            /** @description Replaces where the customer receives e-invoices; null clears it. */
            electronic_address?: components["schemas"]["ElectronicAddress"] | null;
            /** @description Replaces the reference put on the customer's invoices; null clears it. */
            buyer_reference?: string | null;
            /** @description Replaces the e-invoice the customer receives with each invoice; null stops it. */
            e_invoice_format?: components["schemas"]["EInvoiceFormat"] | null;
            /** @description Replaces the whole object; keys left out are removed, and `{}` removes them all. */
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description One page of customers.
         * @example {
         *       "data": [
         *         {
         *           "id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *           "name": "Ada Lovelace Ltd",
         *           "email": "accounts@lovelace.example",
         *           "address": {
         *             "line1": "12 St James's Square",
         *             "line2": null,
         *             "city": "London",
         *             "postal_code": "SW1Y 4JH",
         *             "country": "GB"
         *           },
         *           "tax_id": "GB123456789",
         *           "locale": "en",
         *           "electronic_address": {
         *             "scheme": "0088",
         *             "value": "5060012349998"
         *           },
         *           "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *           "e_invoice_format": "peppol-bis",
         *           "metadata": {
         *             "crm_id": "20417"
         *           },
         *           "created_at": "2026-11-02T09:12:44Z",
         *           "deleted": false
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        CustomerList: {
            data: components["schemas"]["Customer"][];
            /** @description Whether another page follows; false on the last page. */
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description How to deliver the invoice. Every field is optional.
         * @example {
         *       "to": [
         *         "accounts@lovelace.example"
         *       ],
         *       "cc": [
         *         "ada@lovelace.example"
         *       ],
         *       "message": "Your invoice for November's consulting is attached."
         *     }
         * @example {
         *       "delivery": "none"
         *     }
         */
        SendOptions: {
            /**
             * @description `email` (the default) queues the e-mail to the customer; `none` does everything else that sending
             *     does (the number, the events) but queues no e-mail, for an invoice you deliver by
             *     your own channel (a Peppol access point, a portal). With `none`, `to`, `cc` and
             *     `message` are not used.
             * @enum {string}
             */
            delivery?: "email" | "none";
            /** @description Recipients. Defaults to the customer's own address. */
            to?: components["schemas"]["EmailAddress"][];
            /** @description Copy recipients. */
            cc?: components["schemas"]["EmailAddress"][];
            /** @description A line placed in the e-mail after the greeting, above the sentence that presents the invoice; printed as written. */
            message?: string;
            /**
             * @description How many units of the seller's accounting currency (its profile's `currency`) one unit of
             *     the invoice's currency is worth, at most 10 decimals (`0.9239582371` euros per US dollar).
             *     Required when the invoice's currency is not the accounting currency: the send is refused
             *     with 409 without it. Refused with 422 when both currencies are the same. The rate and the
             *     VAT total converted with it are frozen on the invoice (`tax_exchange_rate`,
             *     `tax_total_in_tax_currency`) and printed on its documents.
             * @example 0.9239582371
             */
            tax_exchange_rate?: number;
        };
        /**
         * @description What happened: a customer was created, changed or deleted, an invoice was created, updated, sent,
         *     paid (also by a credit note that left nothing due) or voided, the e-mail of a sent
         *     invoice was accepted by the mail server (`invoice.email_delivered`) or finally given
         *     up on or cancelled by a void (`invoice.email_failed`), or a credit note was issued or
         *     voided.
         * @example invoice.paid
         * @enum {string}
         */
        EventType: "customer.created" | "customer.updated" | "customer.deleted" | "invoice.created" | "invoice.updated" | "invoice.sent" | "invoice.payment_recorded" | "invoice.paid" | "invoice.voided" | "invoice.email_delivered" | "invoice.email_failed" | "credit_note.created" | "credit_note.voided";
        /**
         * @description One change to an invoice, a customer or a credit note: one of the event types, told
         *     apart by `type`. It is also the JSON body of every webhook call, declared per type
         *     under the contract's `webhooks`. Events are kept for 30 days.
         * @example {
         *       "id": "evt_MXvk8mWMEAGamJuemkdm3h",
         *       "type": "invoice.paid",
         *       "created_at": "2026-11-21T10:00:01.000Z",
         *       "request_id": "req_CV4UfUo2xAs9Pm7tXJnOJB",
         *       "data": {
         *         "object": {
         *           "id": "inv_2MiETV2nWBpGpHwLEDgGxV",
         *           "number": "INV-0001",
         *           "customer_id": "cus_dSzWM70m5ye4HXbBUGYqYw",
         *           "status": "paid",
         *           "lines": [
         *             {
         *               "description": "Architecture review, 4 hours",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Printed manual",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 2075,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "payments": [
         *             {
         *               "id": "pay_7Rk2Wq9Lm4Tz0Xb6Nc3Vd8",
         *               "invoice_id": "inv_2MiETV2nWBpGpHwLEDgGxV",
         *               "amount": {
         *                 "amount": 14575,
         *                 "currency": "EUR"
         *               },
         *               "paid_at": "2026-11-21",
         *               "method": "other",
         *               "reference": null,
         *               "created_at": "2026-11-21T10:00:01.000Z"
         *             }
         *           ],
         *           "paid_at": "2026-11-21T10:00:01.000Z",
         *           "due_date": "2026-12-21",
         *           "created_at": "2026-11-21T10:00:00.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_2MiETV2nWBpGpHwLEDgGxV?expires=1795258802&signature=wxT5OzJYZrCsvSXWiTQBj7NXwhmX9ol9ICdmzmMCl4I",
         *           "documents": [],
         *           "notes": "Payable within 30 days.",
         *           "metadata": {},
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 1900,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 175,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": "2026-11-21",
         *           "supply_date": null,
         *           "service_period": null,
         *           "buyer_reference": null,
         *           "purchase_order": null,
         *           "seller": {
         *             "legal_name": "Lindqvist Consulting GmbH",
         *             "address": {
         *               "line1": "Torstrasse 49",
         *               "line2": null,
         *               "city": "Berlin",
         *               "postal_code": "10119",
         *               "country": "DE"
         *             },
         *             "vat_id": "DE123456789",
         *             "tax_number": null,
         *             "contact": {
         *               "name": "Mira Lindqvist",
         *               "email": "billing@lindqvist.example",
         *               "phone": "+49 30 1234567"
         *             },
         *             "payment": {
         *               "iban": "DE89370400440532013000",
         *               "bic": "COBADEFFXXX",
         *               "account_holder": null
         *             },
         *             "electronic_address": {
         *               "scheme": "9930",
         *               "value": "DE123456789"
         *             },
         *             "time_zone": "Europe/Berlin"
         *           },
         *           "customer_details": {
         *             "name": "Ada Lovelace Ltd",
         *             "email": "billing@lovelace.example",
         *             "address": {
         *               "line1": "1 Rue de Rivoli",
         *               "line2": null,
         *               "city": "Paris",
         *               "postal_code": "75001",
         *               "country": "FR"
         *             },
         *             "tax_id": null,
         *             "locale": "en",
         *             "electronic_address": null,
         *             "buyer_reference": null,
         *             "e_invoice_format": null
         *           },
         *           "sent_at": "2026-11-21T10:00:00.000Z",
         *           "voided_at": null
         *         }
         *       }
         *     }
         */
        Event: components["schemas"]["CustomerCreatedEvent"] | components["schemas"]["CustomerUpdatedEvent"] | components["schemas"]["CustomerDeletedEvent"] | components["schemas"]["InvoiceCreatedEvent"] | components["schemas"]["InvoiceUpdatedEvent"] | components["schemas"]["InvoiceSentEvent"] | components["schemas"]["InvoicePaymentRecordedEvent"] | components["schemas"]["InvoicePaidEvent"] | components["schemas"]["InvoiceVoidedEvent"] | components["schemas"]["InvoiceEmailDeliveredEvent"] | components["schemas"]["InvoiceEmailFailedEvent"] | components["schemas"]["CreditNoteCreatedEvent"] | components["schemas"]["CreditNoteVoidedEvent"];
        /**
         * @description The event's id (`evt_` followed by random characters); also the `webhook-id` header of its webhook calls.
         * @example evt_2aLq9XkT0bR4mZp7Vc1Nd8
         */
        EventId: string;
        /**
         * Format: date-time
         * @description When the change happened, in UTC.
         * @example 2026-11-12T10:00:00Z
         */
        EventCreatedAt: string;
        /**
         * @description The `Request-Id` of the API request that made the change, or null when the service made it (the e-mail worker).
         * @example req_Awa6fBfQ4oJP6EbeEFqxsj
         * @example null
         */
        EventRequestId: string | null;
        /**
         * @description The invoice an event is about.
         * @example {
         *       "object": {
         *         "id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *         "number": "INV-0001",
         *         "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *         "status": "paid",
         *         "lines": [
         *           {
         *             "description": "Consulting, November 2026",
         *             "quantity": 10,
         *             "unit_price": {
         *               "amount": 12000,
         *               "currency": "EUR"
         *             },
         *             "tax_rate": 19,
         *             "tax_category": "S",
         *             "tax_exemption_reason": null
         *           },
         *           {
         *             "description": "Technical handbook",
         *             "quantity": 2,
         *             "unit_price": {
         *               "amount": 4599,
         *               "currency": "EUR"
         *             },
         *             "tax_rate": 7,
         *             "tax_category": "S",
         *             "tax_exemption_reason": null
         *           }
         *         ],
         *         "subtotal": {
         *           "amount": 129198,
         *           "currency": "EUR"
         *         },
         *         "tax": {
         *           "amount": 23444,
         *           "currency": "EUR"
         *         },
         *         "total": {
         *           "amount": 152642,
         *           "currency": "EUR"
         *         },
         *         "discounts": [],
         *         "charges": [],
         *         "discount_total": {
         *           "amount": 0,
         *           "currency": "EUR"
         *         },
         *         "charge_total": {
         *           "amount": 0,
         *           "currency": "EUR"
         *         },
         *         "total_excluding_tax": {
         *           "amount": 129198,
         *           "currency": "EUR"
         *         },
         *         "amount_credited": {
         *           "amount": 4921,
         *           "currency": "EUR"
         *         },
         *         "amount_due": {
         *           "amount": 0,
         *           "currency": "EUR"
         *         },
         *         "amount_paid": {
         *           "amount": 147721,
         *           "currency": "EUR"
         *         },
         *         "payments": [
         *           {
         *             "id": "pay_3Nc8Vd2Rk7Wq4Lm9Tz0Xb6",
         *             "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *             "amount": {
         *               "amount": 100000,
         *               "currency": "EUR"
         *             },
         *             "paid_at": "2026-11-20",
         *             "method": "bank_transfer",
         *             "reference": "RF18 5390 0754 7034",
         *             "created_at": "2026-11-20T15:02:11Z"
         *           },
         *           {
         *             "id": "pay_9Tz0Xb6Nc3Vd8Rk2Wq7Lm4",
         *             "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *             "amount": {
         *               "amount": 47721,
         *               "currency": "EUR"
         *             },
         *             "paid_at": "2026-11-29",
         *             "method": "bank_transfer",
         *             "reference": "RF18 5390 0754 7034",
         *             "created_at": "2026-11-30T08:40:00Z"
         *           }
         *         ],
         *         "paid_at": "2026-11-30T08:40:00Z",
         *         "due_date": "2026-12-02",
         *         "created_at": "2026-11-02T09:30:00Z",
         *         "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_4f9Qx2LrT8aZk1MnB7cD0e?expires=1794481200&signature=n5WAFJ3iBirD4yg5FamEBUOZpqUMCdNGMXiWf-Siafg",
         *         "documents": [
         *           {
         *             "format": "pdf",
         *             "sha256": "9f2c4e1a7b3d5f60812e4c9a0b7d3f25e6c18a4b90d2f7e3c5a1b8d6e4f20937",
         *             "size": 41873,
         *             "created_at": "2026-11-02T09:45:01Z"
         *           },
         *           {
         *             "format": "peppol-bis",
         *             "sha256": "3b8e1d0c9f7a2e64d5c3b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5",
         *             "size": 9214,
         *             "created_at": "2026-11-02T09:45:01Z"
         *           }
         *         ],
         *         "notes": "Payable by bank transfer within 30 days.",
         *         "metadata": {
         *           "order": "PO-2026-118"
         *         },
         *         "tax_breakdown": [
         *           {
         *             "category": "S",
         *             "rate": 19,
         *             "taxable_amount": {
         *               "amount": 120000,
         *               "currency": "EUR"
         *             },
         *             "tax_amount": {
         *               "amount": 22800,
         *               "currency": "EUR"
         *             },
         *             "exemption_reason": null
         *           },
         *           {
         *             "category": "S",
         *             "rate": 7,
         *             "taxable_amount": {
         *               "amount": 9198,
         *               "currency": "EUR"
         *             },
         *             "tax_amount": {
         *               "amount": 644,
         *               "currency": "EUR"
         *             },
         *             "exemption_reason": null
         *           }
         *         ],
         *         "issue_date": "2026-11-02",
         *         "supply_date": null,
         *         "service_period": {
         *           "start": "2026-11-01",
         *           "end": "2026-11-30"
         *         },
         *         "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *         "purchase_order": "PO-2026-118",
         *         "seller": {
         *           "legal_name": "Lindqvist Consulting GmbH",
         *           "address": {
         *             "line1": "Torstrasse 49",
         *             "line2": null,
         *             "city": "Berlin",
         *             "postal_code": "10119",
         *             "country": "DE"
         *           },
         *           "vat_id": "DE123456789",
         *           "tax_number": null,
         *           "contact": {
         *             "name": "Mira Lindqvist",
         *             "email": "billing@lindqvist.example",
         *             "phone": "+49 30 1234567"
         *           },
         *           "payment": {
         *             "iban": "DE89370400440532013000",
         *             "bic": "COBADEFFXXX",
         *             "account_holder": null
         *           },
         *           "electronic_address": {
         *             "scheme": "9930",
         *             "value": "DE123456789"
         *           },
         *           "time_zone": "Europe/Berlin"
         *         },
         *         "customer_details": {
         *           "name": "Ada Lovelace Ltd",
         *           "email": "accounts@lovelace.example",
         *           "address": {
         *             "line1": "12 St James's Square",
         *             "line2": null,
         *             "city": "London",
         *             "postal_code": "SW1Y 4JH",
         *             "country": "GB"
         *           },
         *           "tax_id": "GB123456789",
         *           "locale": "en",
         *           "electronic_address": {
         *             "scheme": "0088",
         *             "value": "5060012349998"
         *           },
         *           "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *           "e_invoice_format": "peppol-bis"
         *         },
         *         "sent_at": "2026-11-02T09:45:00Z",
         *         "voided_at": null
         *       }
         *     }
         */
        InvoiceEventData: {
            /** @description The invoice exactly as the API returned it after the change; its `pdf_url` is a fresh link each time the event is read or sent. */
            object: components["schemas"]["Invoice"];
        };
        /**
         * @description The customer an event is about.
         * @example {
         *       "object": {
         *         "id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *         "name": "Ada Lovelace Ltd",
         *         "email": "accounts@lovelace.example",
         *         "address": {
         *           "line1": "12 St James's Square",
         *           "line2": null,
         *           "city": "London",
         *           "postal_code": "SW1Y 4JH",
         *           "country": "GB"
         *         },
         *         "tax_id": "GB123456789",
         *         "locale": "en",
         *         "electronic_address": {
         *           "scheme": "0088",
         *           "value": "5060012349998"
         *         },
         *         "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *         "e_invoice_format": "peppol-bis",
         *         "metadata": {
         *           "crm_id": "20417"
         *         },
         *         "created_at": "2026-11-02T09:12:44Z",
         *         "deleted": false
         *       }
         *     }
         */
        CustomerEventData: {
            /** @description The customer exactly as the API returned it after the change. */
            object: components["schemas"]["Customer"];
        };
        /**
         * @description The credit note an event is about.
         * @example {
         *       "object": {
         *         "id": "cn_7Hq2LmX9aT4rZk0NbC5dV1",
         *         "number": "INV-CN-0001",
         *         "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *         "status": "issued",
         *         "reason": "order_change",
         *         "memo": "One handbook returned unopened.",
         *         "lines": [
         *           {
         *             "description": "Technical handbook, returned",
         *             "quantity": 1,
         *             "unit_price": {
         *               "amount": 4599,
         *               "currency": "EUR"
         *             },
         *             "tax_rate": 7,
         *             "tax_category": "S",
         *             "tax_exemption_reason": null
         *           }
         *         ],
         *         "subtotal": {
         *           "amount": 4599,
         *           "currency": "EUR"
         *         },
         *         "tax": {
         *           "amount": 322,
         *           "currency": "EUR"
         *         },
         *         "total": {
         *           "amount": 4921,
         *           "currency": "EUR"
         *         },
         *         "tax_breakdown": [
         *           {
         *             "category": "S",
         *             "rate": 7,
         *             "taxable_amount": {
         *               "amount": 4599,
         *               "currency": "EUR"
         *             },
         *             "tax_amount": {
         *               "amount": 322,
         *               "currency": "EUR"
         *             },
         *             "exemption_reason": null
         *           }
         *         ],
         *         "created_at": "2026-11-09T14:05:00Z",
         *         "pdf_url": "https://sandbox.folio.example/v2/credit-note-pdfs/cn_7Hq2LmX9aT4rZk0NbC5dV1?expires=1794236700&signature=bsOMC6_jN3WaRRXJs67YNEYuP5IL-nItT3g9HG3mxnY",
         *         "documents": []
         *       }
         *     }
         */
        CreditNoteEventData: {
            /** @description The credit note exactly as the API returned it after the change; its `pdf_url` is a fresh link each time the event is read or sent. */
            object: components["schemas"]["CreditNote"];
        };
        /**
         * @description The `customer.created` event. A customer was created.
         * @example {
         *       "id": "evt_yPeSzZbJSqUkEsBSGtYb01",
         *       "type": "customer.created",
         *       "created_at": "2026-11-21T10:00:00.000Z",
         *       "request_id": "req_wllntdSOBF8NpbV206nPZA",
         *       "data": {
         *         "object": {
         *           "id": "cus_dSzWM70m5ye4HXbBUGYqYw",
         *           "name": "Ada Lovelace Ltd",
         *           "email": "billing@lovelace.example",
         *           "address": {
         *             "line1": "1 Rue de Rivoli",
         *             "city": "Paris",
         *             "postal_code": "75001",
         *             "country": "FR",
         *             "line2": null
         *           },
         *           "tax_id": null,
         *           "locale": "en",
         *           "electronic_address": null,
         *           "buyer_reference": null,
         *           "e_invoice_format": null,
         *           "metadata": {},
         *           "created_at": "2026-11-21T10:00:00.000Z",
         *           "deleted": false
         *         }
         *       }
         *     }
         */
        CustomerCreatedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.created";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["CustomerEventData"];
        };
        /**
         * @description The `customer.updated` event. A customer was changed.
         * @example {
         *       "id": "evt_3kPq8ZrT1bV6mXn2Lc9Wd4",
         *       "type": "customer.updated",
         *       "created_at": "2026-11-20T14:05:00Z",
         *       "request_id": "req_Qm4Zt8PkR2vX6nL0bW9cJs",
         *       "data": {
         *         "object": {
         *           "id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *           "name": "Ada Lovelace Ltd",
         *           "email": "invoices@lovelace.example",
         *           "address": {
         *             "line1": "1 Kingsway",
         *             "line2": null,
         *             "city": "London",
         *             "postal_code": "WC2B 6AN",
         *             "country": "GB"
         *           },
         *           "tax_id": "GB123456789",
         *           "locale": "en",
         *           "electronic_address": {
         *             "scheme": "0088",
         *             "value": "5060012349998"
         *           },
         *           "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *           "e_invoice_format": "peppol-bis",
         *           "metadata": {
         *             "crm_id": "20417"
         *           },
         *           "created_at": "2026-11-02T09:12:44Z",
         *           "deleted": false
         *         }
         *       }
         *     }
         */
        CustomerUpdatedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.updated";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["CustomerEventData"];
        };
        /**
         * @description The `customer.deleted` event. A customer was deleted (archived); `deleted` is true.
         * @example {
         *       "id": "evt_9Tb2Lx5QmK7pZr0Vn3Wc8d",
         *       "type": "customer.deleted",
         *       "created_at": "2026-11-24T16:30:00Z",
         *       "request_id": "req_Hx7Lm2Qp9ZtR4vB0nK6cWs",
         *       "data": {
         *         "object": {
         *           "id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *           "name": "Ada Lovelace Ltd",
         *           "email": "invoices@lovelace.example",
         *           "address": {
         *             "line1": "1 Kingsway",
         *             "line2": null,
         *             "city": "London",
         *             "postal_code": "WC2B 6AN",
         *             "country": "GB"
         *           },
         *           "tax_id": "GB123456789",
         *           "locale": "en",
         *           "electronic_address": {
         *             "scheme": "0088",
         *             "value": "5060012349998"
         *           },
         *           "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *           "e_invoice_format": "peppol-bis",
         *           "metadata": {
         *             "crm_id": "20417"
         *           },
         *           "created_at": "2026-11-02T09:12:44Z",
         *           "deleted": true
         *         }
         *       }
         *     }
         */
        CustomerDeletedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.deleted";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["CustomerEventData"];
        };
        /**
         * @description The `invoice.created` event. A draft invoice was created.
         * @example {
         *       "id": "evt_6iaIhfVaATiKeJHcMDX8Wm",
         *       "type": "invoice.created",
         *       "created_at": "2026-11-21T10:00:00.000Z",
         *       "request_id": "req_Re96EpangRKpVZ6mBU8nuo",
         *       "data": {
         *         "object": {
         *           "id": "inv_2MiETV2nWBpGpHwLEDgGxV",
         *           "number": null,
         *           "customer_id": "cus_dSzWM70m5ye4HXbBUGYqYw",
         *           "status": "draft",
         *           "lines": [
         *             {
         *               "description": "Architecture review, 4 hours",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Printed manual",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 2075,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "payments": [],
         *           "paid_at": null,
         *           "due_date": "2026-12-21",
         *           "created_at": "2026-11-21T10:00:00.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_2MiETV2nWBpGpHwLEDgGxV?expires=1795258802&signature=wxT5OzJYZrCsvSXWiTQBj7NXwhmX9ol9ICdmzmMCl4I",
         *           "documents": [],
         *           "notes": null,
         *           "metadata": {},
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 1900,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 175,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": null,
         *           "supply_date": null,
         *           "service_period": null,
         *           "buyer_reference": null,
         *           "purchase_order": null,
         *           "seller": null,
         *           "customer_details": null,
         *           "sent_at": null,
         *           "voided_at": null
         *         }
         *       }
         *     }
         */
        InvoiceCreatedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.created";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["InvoiceEventData"];
        };
        /**
         * @description The `invoice.updated` event. A draft invoice was changed.
         * @example {
         *       "id": "evt_EFWf8LeSDmNVwSizlzZKUN",
         *       "type": "invoice.updated",
         *       "created_at": "2026-11-21T10:00:00.000Z",
         *       "request_id": "req_D3tqpQ6XKEbofjn4q4dJL2",
         *       "data": {
         *         "object": {
         *           "id": "inv_2MiETV2nWBpGpHwLEDgGxV",
         *           "number": null,
         *           "customer_id": "cus_dSzWM70m5ye4HXbBUGYqYw",
         *           "status": "draft",
         *           "lines": [
         *             {
         *               "description": "Architecture review, 4 hours",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Printed manual",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 2075,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "payments": [],
         *           "paid_at": null,
         *           "due_date": "2026-12-21",
         *           "created_at": "2026-11-21T10:00:00.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_2MiETV2nWBpGpHwLEDgGxV?expires=1795258802&signature=wxT5OzJYZrCsvSXWiTQBj7NXwhmX9ol9ICdmzmMCl4I",
         *           "documents": [],
         *           "notes": "Payable within 30 days.",
         *           "metadata": {},
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 1900,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 175,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": null,
         *           "supply_date": null,
         *           "service_period": null,
         *           "buyer_reference": null,
         *           "purchase_order": null,
         *           "seller": null,
         *           "customer_details": null,
         *           "sent_at": null,
         *           "voided_at": null
         *         }
         *       }
         *     }
         */
        InvoiceUpdatedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.updated";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["InvoiceEventData"];
        };
        /**
         * @description The `invoice.sent` event. An invoice left draft: it got its number, became `open`, and its e-mail was queued.
         * @example {
         *       "id": "evt_1qtaJmKD3llVOH5Cp28kGG",
         *       "type": "invoice.sent",
         *       "created_at": "2026-11-21T10:00:00.000Z",
         *       "request_id": "req_fHWydaoGdZzdT9cIymx4vH",
         *       "data": {
         *         "object": {
         *           "id": "inv_2MiETV2nWBpGpHwLEDgGxV",
         *           "number": "INV-0001",
         *           "customer_id": "cus_dSzWM70m5ye4HXbBUGYqYw",
         *           "status": "open",
         *           "lines": [
         *             {
         *               "description": "Architecture review, 4 hours",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Printed manual",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 2075,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "payments": [],
         *           "paid_at": null,
         *           "due_date": "2026-12-21",
         *           "created_at": "2026-11-21T10:00:00.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_2MiETV2nWBpGpHwLEDgGxV?expires=1795258802&signature=wxT5OzJYZrCsvSXWiTQBj7NXwhmX9ol9ICdmzmMCl4I",
         *           "documents": [],
         *           "notes": "Payable within 30 days.",
         *           "metadata": {},
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 1900,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 175,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": "2026-11-21",
         *           "supply_date": null,
         *           "service_period": null,
         *           "buyer_reference": null,
         *           "purchase_order": null,
         *           "seller": {
         *             "legal_name": "Lindqvist Consulting GmbH",
         *             "address": {
         *               "line1": "Torstrasse 49",
         *               "line2": null,
         *               "city": "Berlin",
         *               "postal_code": "10119",
         *               "country": "DE"
         *             },
         *             "vat_id": "DE123456789",
         *             "tax_number": null,
         *             "contact": {
         *               "name": "Mira Lindqvist",
         *               "email": "billing@lindqvist.example",
         *               "phone": "+49 30 1234567"
         *             },
         *             "payment": {
         *               "iban": "DE89370400440532013000",
         *               "bic": "COBADEFFXXX",
         *               "account_holder": null
         *             },
         *             "electronic_address": {
         *               "scheme": "9930",
         *               "value": "DE123456789"
         *             },
         *             "time_zone": "Europe/Berlin"
         *           },
         *           "customer_details": {
         *             "name": "Ada Lovelace Ltd",
         *             "email": "billing@lovelace.example",
         *             "address": {
         *               "line1": "1 Rue de Rivoli",
         *               "line2": null,
         *               "city": "Paris",
         *               "postal_code": "75001",
         *               "country": "FR"
         *             },
         *             "tax_id": null,
         *             "locale": "en",
         *             "electronic_address": null,
         *             "buyer_reference": null,
         *             "e_invoice_format": null
         *           },
         *           "sent_at": "2026-11-21T10:00:00.000Z",
         *           "voided_at": null
         *         }
         *       }
         *     }
         */
        InvoiceSentEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.sent";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["InvoiceEventData"];
        };
        /**
         * @description The `invoice.payment_recorded` event. A payment was recorded against an open invoice; `invoice.paid` follows when nothing is left due.
         * @example {
         *       "id": "evt_5Wq2Lm7Tz4Xb9Nc0Vd3Rk8",
         *       "type": "invoice.payment_recorded",
         *       "created_at": "2026-11-20T15:02:11Z",
         *       "request_id": "req_Tz8Nc2Vd5Rk0Wq3Lm6Xb9a",
         *       "data": {
         *         "object": {
         *           "id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *           "number": "INV-0001",
         *           "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *           "status": "open",
         *           "lines": [
         *             {
         *               "description": "Consulting, November 2026",
         *               "quantity": 10,
         *               "unit_price": {
         *                 "amount": 12000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Technical handbook",
         *               "quantity": 2,
         *               "unit_price": {
         *                 "amount": 4599,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 129198,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 23444,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 152642,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 129198,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 52642,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 100000,
         *             "currency": "EUR"
         *           },
         *           "payments": [
         *             {
         *               "id": "pay_3Nc8Vd2Rk7Wq4Lm9Tz0Xb6",
         *               "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *               "amount": {
         *                 "amount": 100000,
         *                 "currency": "EUR"
         *               },
         *               "paid_at": "2026-11-20",
         *               "method": "bank_transfer",
         *               "reference": "RF18 5390 0754 7034",
         *               "created_at": "2026-11-20T15:02:11Z"
         *             }
         *           ],
         *           "paid_at": null,
         *           "due_date": "2026-12-02",
         *           "created_at": "2026-11-02T09:30:00Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_4f9Qx2LrT8aZk1MnB7cD0e?expires=1795265731&signature=Qm3Zt8PkR2vX6nL0bW9cJsHx7Lm2Qp9ZtR4vB0nK6cW",
         *           "documents": [],
         *           "notes": "Payable by bank transfer within 30 days.",
         *           "metadata": {
         *             "order": "PO-2026-118"
         *           },
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 120000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 22800,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 9198,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 644,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": "2026-11-02",
         *           "supply_date": null,
         *           "service_period": {
         *             "start": "2026-11-01",
         *             "end": "2026-11-30"
         *           },
         *           "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *           "purchase_order": "PO-2026-118",
         *           "seller": {
         *             "legal_name": "Lindqvist Consulting GmbH",
         *             "address": {
         *               "line1": "Torstrasse 49",
         *               "line2": null,
         *               "city": "Berlin",
         *               "postal_code": "10119",
         *               "country": "DE"
         *             },
         *             "vat_id": "DE123456789",
         *             "tax_number": null,
         *             "contact": {
         *               "name": "Mira Lindqvist",
         *               "email": "billing@lindqvist.example",
         *               "phone": "+49 30 1234567"
         *             },
         *             "payment": {
         *               "iban": "DE89370400440532013000",
         *               "bic": "COBADEFFXXX",
         *               "account_holder": null
         *             },
         *             "electronic_address": {
         *               "scheme": "9930",
         *               "value": "DE123456789"
         *             },
         *             "time_zone": "Europe/Berlin"
         *           },
         *           "customer_details": {
         *             "name": "Ada Lovelace Ltd",
         *             "email": "accounts@lovelace.example",
         *             "address": {
         *               "line1": "12 St James's Square",
         *               "line2": null,
         *               "city": "London",
         *               "postal_code": "SW1Y 4JH",
         *               "country": "GB"
         *             },
         *             "tax_id": "GB123456789",
         *             "locale": "en",
         *             "electronic_address": {
         *               "scheme": "0088",
         *               "value": "5060012349998"
         *             },
         *             "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *             "e_invoice_format": "peppol-bis"
         *           },
         *           "sent_at": "2026-11-02T09:45:00Z",
         *           "voided_at": null
         *         }
         *       }
         *     }
         */
        InvoicePaymentRecordedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.payment_recorded";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["InvoiceEventData"];
        };
        /**
         * @description The `invoice.paid` event. An open invoice became `paid`: it was marked paid, or a credit note left nothing due.
         * @example {
         *       "id": "evt_MXvk8mWMEAGamJuemkdm3h",
         *       "type": "invoice.paid",
         *       "created_at": "2026-11-21T10:00:01.000Z",
         *       "request_id": "req_CV4UfUo2xAs9Pm7tXJnOJB",
         *       "data": {
         *         "object": {
         *           "id": "inv_2MiETV2nWBpGpHwLEDgGxV",
         *           "number": "INV-0001",
         *           "customer_id": "cus_dSzWM70m5ye4HXbBUGYqYw",
         *           "status": "paid",
         *           "lines": [
         *             {
         *               "description": "Architecture review, 4 hours",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Printed manual",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 2075,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "payments": [
         *             {
         *               "id": "pay_7Rk2Wq9Lm4Tz0Xb6Nc3Vd8",
         *               "invoice_id": "inv_2MiETV2nWBpGpHwLEDgGxV",
         *               "amount": {
         *                 "amount": 14575,
         *                 "currency": "EUR"
         *               },
         *               "paid_at": "2026-11-21",
         *               "method": "other",
         *               "reference": null,
         *               "created_at": "2026-11-21T10:00:01.000Z"
         *             }
         *           ],
         *           "paid_at": "2026-11-21T10:00:01.000Z",
         *           "due_date": "2026-12-21",
         *           "created_at": "2026-11-21T10:00:00.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_2MiETV2nWBpGpHwLEDgGxV?expires=1795258802&signature=wxT5OzJYZrCsvSXWiTQBj7NXwhmX9ol9ICdmzmMCl4I",
         *           "documents": [],
         *           "notes": "Payable within 30 days.",
         *           "metadata": {},
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 1900,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 175,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": "2026-11-21",
         *           "supply_date": null,
         *           "service_period": null,
         *           "buyer_reference": null,
         *           "purchase_order": null,
         *           "seller": {
         *             "legal_name": "Lindqvist Consulting GmbH",
         *             "address": {
         *               "line1": "Torstrasse 49",
         *               "line2": null,
         *               "city": "Berlin",
         *               "postal_code": "10119",
         *               "country": "DE"
         *             },
         *             "vat_id": "DE123456789",
         *             "tax_number": null,
         *             "contact": {
         *               "name": "Mira Lindqvist",
         *               "email": "billing@lindqvist.example",
         *               "phone": "+49 30 1234567"
         *             },
         *             "payment": {
         *               "iban": "DE89370400440532013000",
         *               "bic": "COBADEFFXXX",
         *               "account_holder": null
         *             },
         *             "electronic_address": {
         *               "scheme": "9930",
         *               "value": "DE123456789"
         *             },
         *             "time_zone": "Europe/Berlin"
         *           },
         *           "customer_details": {
         *             "name": "Ada Lovelace Ltd",
         *             "email": "billing@lovelace.example",
         *             "address": {
         *               "line1": "1 Rue de Rivoli",
         *               "line2": null,
         *               "city": "Paris",
         *               "postal_code": "75001",
         *               "country": "FR"
         *             },
         *             "tax_id": null,
         *             "locale": "en",
         *             "electronic_address": null,
         *             "buyer_reference": null,
         *             "e_invoice_format": null
         *           },
         *           "sent_at": "2026-11-21T10:00:00.000Z",
         *           "voided_at": null
         *         }
         *       }
         *     }
         */
        InvoicePaidEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.paid";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["InvoiceEventData"];
        };
        /**
         * @description The `invoice.voided` event. An invoice was voided; an e-mail of it not yet sent is cancelled with it.
         * @example {
         *       "id": "evt_jWtI6PIcvVqrcFYBQtP1Xb",
         *       "type": "invoice.voided",
         *       "created_at": "2026-11-21T10:00:02.000Z",
         *       "request_id": "req_YDThtus4nUXGlm5dIg9EI6",
         *       "data": {
         *         "object": {
         *           "id": "inv_IZUGnVbfikx64QQiANHHJR",
         *           "number": "INV-0003",
         *           "customer_id": "cus_dSzWM70m5ye4HXbBUGYqYw",
         *           "status": "void",
         *           "lines": [
         *             {
         *               "description": "Architecture review, 4 hours",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Printed manual",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 2075,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "payments": [],
         *           "paid_at": null,
         *           "due_date": "2026-12-21",
         *           "created_at": "2026-11-21T10:00:02.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_IZUGnVbfikx64QQiANHHJR?expires=1795258802&signature=-_N6oMpySd6Cea_kcx1eCk1w_QagWJ0-q9eVm6rbxJg",
         *           "documents": [],
         *           "notes": null,
         *           "metadata": {},
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 1900,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 175,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": "2026-11-21",
         *           "supply_date": null,
         *           "service_period": null,
         *           "buyer_reference": null,
         *           "purchase_order": null,
         *           "seller": {
         *             "legal_name": "Lindqvist Consulting GmbH",
         *             "address": {
         *               "line1": "Torstrasse 49",
         *               "line2": null,
         *               "city": "Berlin",
         *               "postal_code": "10119",
         *               "country": "DE"
         *             },
         *             "vat_id": "DE123456789",
         *             "tax_number": null,
         *             "contact": {
         *               "name": "Mira Lindqvist",
         *               "email": "billing@lindqvist.example",
         *               "phone": "+49 30 1234567"
         *             },
         *             "payment": {
         *               "iban": "DE89370400440532013000",
         *               "bic": "COBADEFFXXX",
         *               "account_holder": null
         *             },
         *             "electronic_address": {
         *               "scheme": "9930",
         *               "value": "DE123456789"
         *             },
         *             "time_zone": "Europe/Berlin"
         *           },
         *           "customer_details": {
         *             "name": "Ada Lovelace Ltd",
         *             "email": "billing@lovelace.example",
         *             "address": {
         *               "line1": "1 Rue de Rivoli",
         *               "line2": null,
         *               "city": "Paris",
         *               "postal_code": "75001",
         *               "country": "FR"
         *             },
         *             "tax_id": null,
         *             "locale": "en",
         *             "electronic_address": null,
         *             "buyer_reference": null,
         *             "e_invoice_format": null
         *           },
         *           "sent_at": "2026-11-21T10:00:02.000Z",
         *           "voided_at": "2026-11-21T10:00:02.000Z"
         *         }
         *       }
         *     }
         */
        InvoiceVoidedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.voided";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["InvoiceEventData"];
        };
        /**
         * @description The `invoice.email_delivered` event. The mail server accepted the e-mail of a sent invoice. The e-mail worker writes it, so `request_id` is null.
         * @example {
         *       "id": "evt_vmWL1jpCfYeczcjQGU7Gf0",
         *       "type": "invoice.email_delivered",
         *       "created_at": "2026-11-21T10:00:01.000Z",
         *       "request_id": null,
         *       "data": {
         *         "object": {
         *           "id": "inv_2MiETV2nWBpGpHwLEDgGxV",
         *           "number": "INV-0001",
         *           "customer_id": "cus_dSzWM70m5ye4HXbBUGYqYw",
         *           "status": "open",
         *           "lines": [
         *             {
         *               "description": "Architecture review, 4 hours",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Printed manual",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 2075,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "payments": [],
         *           "paid_at": null,
         *           "due_date": "2026-12-21",
         *           "created_at": "2026-11-21T10:00:00.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_2MiETV2nWBpGpHwLEDgGxV?expires=1795258802&signature=wxT5OzJYZrCsvSXWiTQBj7NXwhmX9ol9ICdmzmMCl4I",
         *           "documents": [],
         *           "notes": "Payable within 30 days.",
         *           "metadata": {},
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 1900,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 175,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": "2026-11-21",
         *           "supply_date": null,
         *           "service_period": null,
         *           "buyer_reference": null,
         *           "purchase_order": null,
         *           "seller": {
         *             "legal_name": "Lindqvist Consulting GmbH",
         *             "address": {
         *               "line1": "Torstrasse 49",
         *               "line2": null,
         *               "city": "Berlin",
         *               "postal_code": "10119",
         *               "country": "DE"
         *             },
         *             "vat_id": "DE123456789",
         *             "tax_number": null,
         *             "contact": {
         *               "name": "Mira Lindqvist",
         *               "email": "billing@lindqvist.example",
         *               "phone": "+49 30 1234567"
         *             },
         *             "payment": {
         *               "iban": "DE89370400440532013000",
         *               "bic": "COBADEFFXXX",
         *               "account_holder": null
         *             },
         *             "electronic_address": {
         *               "scheme": "9930",
         *               "value": "DE123456789"
         *             },
         *             "time_zone": "Europe/Berlin"
         *           },
         *           "customer_details": {
         *             "name": "Ada Lovelace Ltd",
         *             "email": "billing@lovelace.example",
         *             "address": {
         *               "line1": "1 Rue de Rivoli",
         *               "line2": null,
         *               "city": "Paris",
         *               "postal_code": "75001",
         *               "country": "FR"
         *             },
         *             "tax_id": null,
         *             "locale": "en",
         *             "electronic_address": null,
         *             "buyer_reference": null,
         *             "e_invoice_format": null
         *           },
         *           "sent_at": "2026-11-21T10:00:00.000Z",
         *           "voided_at": null
         *         }
         *       }
         *     }
         */
        InvoiceEmailDeliveredEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.email_delivered";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["InvoiceEventData"];
        };
        /**
         * @description The `invoice.email_failed` event. The e-mail of a sent invoice was given up on after its last attempt (`request_id` null), or cancelled by a void (`request_id` of the void).
         * @example {
         *       "id": "evt_FtFIaswzmDC2j5OG5YWO9n",
         *       "type": "invoice.email_failed",
         *       "created_at": "2026-11-21T10:00:02.000Z",
         *       "request_id": null,
         *       "data": {
         *         "object": {
         *           "id": "inv_u7eb1Ka7kEyHeFpkAHuzDB",
         *           "number": "INV-0002",
         *           "customer_id": "cus_dSzWM70m5ye4HXbBUGYqYw",
         *           "status": "open",
         *           "lines": [
         *             {
         *               "description": "Architecture review, 4 hours",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Printed manual",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 2075,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 12500,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 14575,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "payments": [],
         *           "paid_at": null,
         *           "due_date": "2026-12-21",
         *           "created_at": "2026-11-21T10:00:01.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_u7eb1Ka7kEyHeFpkAHuzDB?expires=1795258802&signature=m-5Mx67p2RyKNx7p8Kp9b-PvQM26npxxVo_eLye7w3I",
         *           "documents": [],
         *           "notes": null,
         *           "metadata": {},
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 10000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 1900,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 2500,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 175,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": "2026-11-21",
         *           "supply_date": null,
         *           "service_period": null,
         *           "buyer_reference": null,
         *           "purchase_order": null,
         *           "seller": {
         *             "legal_name": "Lindqvist Consulting GmbH",
         *             "address": {
         *               "line1": "Torstrasse 49",
         *               "line2": null,
         *               "city": "Berlin",
         *               "postal_code": "10119",
         *               "country": "DE"
         *             },
         *             "vat_id": "DE123456789",
         *             "tax_number": null,
         *             "contact": {
         *               "name": "Mira Lindqvist",
         *               "email": "billing@lindqvist.example",
         *               "phone": "+49 30 1234567"
         *             },
         *             "payment": {
         *               "iban": "DE89370400440532013000",
         *               "bic": "COBADEFFXXX",
         *               "account_holder": null
         *             },
         *             "electronic_address": {
         *               "scheme": "9930",
         *               "value": "DE123456789"
         *             },
         *             "time_zone": "Europe/Berlin"
         *           },
         *           "customer_details": {
         *             "name": "Ada Lovelace Ltd",
         *             "email": "billing@lovelace.example",
         *             "address": {
         *               "line1": "1 Rue de Rivoli",
         *               "line2": null,
         *               "city": "Paris",
         *               "postal_code": "75001",
         *               "country": "FR"
         *             },
         *             "tax_id": null,
         *             "locale": "en",
         *             "electronic_address": null,
         *             "buyer_reference": null,
         *             "e_invoice_format": null
         *           },
         *           "sent_at": "2026-11-21T10:00:01.000Z",
         *           "voided_at": null
         *         }
         *       }
         *     }
         */
        InvoiceEmailFailedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.email_failed";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["InvoiceEventData"];
        };
        /**
         * @description The `credit_note.created` event. A credit note was issued against an open or paid invoice.
         * @example {
         *       "id": "evt_10PC9hnI3Wq8h21lEBqUiO",
         *       "type": "credit_note.created",
         *       "created_at": "2026-11-21T10:00:02.000Z",
         *       "request_id": "req_imT13aG6xgNGbR3mfmTmUI",
         *       "data": {
         *         "object": {
         *           "id": "cn_Xq4xc8E0jvJG2ySfIPodR0",
         *           "number": "INV-CN-0002",
         *           "invoice_id": "inv_aPnCD7nRj8e9oQIkZW0fvB",
         *           "status": "issued",
         *           "reason": "duplicate",
         *           "memo": "Billed twice.",
         *           "lines": [
         *             {
         *               "description": "Architecture review",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 5000,
         *                 "currency": "EUR"
         *               },
         *               "tax_category": "Z",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 5000,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 5000,
         *             "currency": "EUR"
         *           },
         *           "created_at": "2026-11-21T10:00:02.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/credit-note-pdfs/cn_Xq4xc8E0jvJG2ySfIPodR0?expires=1795258802&signature=XwyJ05jlbD35nlKgz-RYar2ATxz1nFVGrVXMTPyPu8A",
         *           "documents": [],
         *           "tax_breakdown": [
         *             {
         *               "category": "Z",
         *               "rate": 0,
         *               "taxable_amount": {
         *                 "amount": 5000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 0,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        CreditNoteCreatedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "credit_note.created";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["CreditNoteEventData"];
        };
        /**
         * @description The `credit_note.voided` event. A credit note was voided while its invoice was still open.
         * @example {
         *       "id": "evt_3QEQ2uHASx6kbQ1tRtTUiA",
         *       "type": "credit_note.voided",
         *       "created_at": "2026-11-21T10:00:02.000Z",
         *       "request_id": "req_98zEy9ImoUkcQlA3MTokTx",
         *       "data": {
         *         "object": {
         *           "id": "cn_UCxWaLjbNPK6Fv8fehh9lo",
         *           "number": "INV-CN-0001",
         *           "invoice_id": "inv_aPnCD7nRj8e9oQIkZW0fvB",
         *           "status": "void",
         *           "reason": "order_change",
         *           "memo": null,
         *           "lines": [
         *             {
         *               "description": "Architecture review, 1 hour less",
         *               "quantity": 1,
         *               "unit_price": {
         *                 "amount": 1000,
         *                 "currency": "EUR"
         *               },
         *               "tax_category": "Z",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 1000,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 1000,
         *             "currency": "EUR"
         *           },
         *           "created_at": "2026-11-21T10:00:02.000Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/credit-note-pdfs/cn_UCxWaLjbNPK6Fv8fehh9lo?expires=1795258802&signature=9EYr_R85qwzeaOr4_JSP3m8hKG11Ngn09uhiROzHHlo",
         *           "documents": [],
         *           "tax_breakdown": [
         *             {
         *               "category": "Z",
         *               "rate": 0,
         *               "taxable_amount": {
         *                 "amount": 1000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 0,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        CreditNoteVoidedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "credit_note.voided";
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["CreditNoteEventData"];
        };
        /**
         * @description What the event is about.
         * @example {
         *       "object": {
         *         "id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *         "number": "INV-0001",
         *         "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *         "status": "paid",
         *         "lines": [
         *           {
         *             "description": "Consulting, November 2026",
         *             "quantity": 10,
         *             "unit_price": {
         *               "amount": 12000,
         *               "currency": "EUR"
         *             },
         *             "tax_rate": 19,
         *             "tax_category": "S",
         *             "tax_exemption_reason": null
         *           },
         *           {
         *             "description": "Technical handbook",
         *             "quantity": 2,
         *             "unit_price": {
         *               "amount": 4599,
         *               "currency": "EUR"
         *             },
         *             "tax_rate": 7,
         *             "tax_category": "S",
         *             "tax_exemption_reason": null
         *           }
         *         ],
         *         "subtotal": {
         *           "amount": 129198,
         *           "currency": "EUR"
         *         },
         *         "tax": {
         *           "amount": 23444,
         *           "currency": "EUR"
         *         },
         *         "total": {
         *           "amount": 152642,
         *           "currency": "EUR"
         *         },
         *         "discounts": [],
         *         "charges": [],
         *         "discount_total": {
         *           "amount": 0,
         *           "currency": "EUR"
         *         },
         *         "charge_total": {
         *           "amount": 0,
         *           "currency": "EUR"
         *         },
         *         "total_excluding_tax": {
         *           "amount": 129198,
         *           "currency": "EUR"
         *         },
         *         "amount_credited": {
         *           "amount": 4921,
         *           "currency": "EUR"
         *         },
         *         "amount_due": {
         *           "amount": 0,
         *           "currency": "EUR"
         *         },
         *         "amount_paid": {
         *           "amount": 147721,
         *           "currency": "EUR"
         *         },
         *         "payments": [
         *           {
         *             "id": "pay_3Nc8Vd2Rk7Wq4Lm9Tz0Xb6",
         *             "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *             "amount": {
         *               "amount": 100000,
         *               "currency": "EUR"
         *             },
         *             "paid_at": "2026-11-20",
         *             "method": "bank_transfer",
         *             "reference": "RF18 5390 0754 7034",
         *             "created_at": "2026-11-20T15:02:11Z"
         *           },
         *           {
         *             "id": "pay_9Tz0Xb6Nc3Vd8Rk2Wq7Lm4",
         *             "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *             "amount": {
         *               "amount": 47721,
         *               "currency": "EUR"
         *             },
         *             "paid_at": "2026-11-29",
         *             "method": "bank_transfer",
         *             "reference": "RF18 5390 0754 7034",
         *             "created_at": "2026-11-30T08:40:00Z"
         *           }
         *         ],
         *         "paid_at": "2026-11-30T08:40:00Z",
         *         "due_date": "2026-12-02",
         *         "created_at": "2026-11-02T09:30:00Z",
         *         "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_4f9Qx2LrT8aZk1MnB7cD0e?expires=1794481200&signature=n5WAFJ3iBirD4yg5FamEBUOZpqUMCdNGMXiWf-Siafg",
         *         "documents": [
         *           {
         *             "format": "pdf",
         *             "sha256": "9f2c4e1a7b3d5f60812e4c9a0b7d3f25e6c18a4b90d2f7e3c5a1b8d6e4f20937",
         *             "size": 41873,
         *             "created_at": "2026-11-02T09:45:01Z"
         *           },
         *           {
         *             "format": "peppol-bis",
         *             "sha256": "3b8e1d0c9f7a2e64d5c3b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5",
         *             "size": 9214,
         *             "created_at": "2026-11-02T09:45:01Z"
         *           }
         *         ],
         *         "notes": "Payable by bank transfer within 30 days.",
         *         "metadata": {
         *           "order": "PO-2026-118"
         *         },
         *         "tax_breakdown": [
         *           {
         *             "category": "S",
         *             "rate": 19,
         *             "taxable_amount": {
         *               "amount": 120000,
         *               "currency": "EUR"
         *             },
         *             "tax_amount": {
         *               "amount": 22800,
         *               "currency": "EUR"
         *             },
         *             "exemption_reason": null
         *           },
         *           {
         *             "category": "S",
         *             "rate": 7,
         *             "taxable_amount": {
         *               "amount": 9198,
         *               "currency": "EUR"
         *             },
         *             "tax_amount": {
         *               "amount": 644,
         *               "currency": "EUR"
         *             },
         *             "exemption_reason": null
         *           }
         *         ],
         *         "issue_date": "2026-11-02",
         *         "supply_date": null,
         *         "service_period": {
         *           "start": "2026-11-01",
         *           "end": "2026-11-30"
         *         },
         *         "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *         "purchase_order": "PO-2026-118",
         *         "seller": {
         *           "legal_name": "Lindqvist Consulting GmbH",
         *           "address": {
         *             "line1": "Torstrasse 49",
         *             "line2": null,
         *             "city": "Berlin",
         *             "postal_code": "10119",
         *             "country": "DE"
         *           },
         *           "vat_id": "DE123456789",
         *           "tax_number": null,
         *           "contact": {
         *             "name": "Mira Lindqvist",
         *             "email": "billing@lindqvist.example",
         *             "phone": "+49 30 1234567"
         *           },
         *           "payment": {
         *             "iban": "DE89370400440532013000",
         *             "bic": "COBADEFFXXX",
         *             "account_holder": null
         *           },
         *           "electronic_address": {
         *             "scheme": "9930",
         *             "value": "DE123456789"
         *           },
         *           "time_zone": "Europe/Berlin"
         *         },
         *         "customer_details": {
         *           "name": "Ada Lovelace Ltd",
         *           "email": "accounts@lovelace.example",
         *           "address": {
         *             "line1": "12 St James's Square",
         *             "line2": null,
         *             "city": "London",
         *             "postal_code": "SW1Y 4JH",
         *             "country": "GB"
         *           },
         *           "tax_id": "GB123456789",
         *           "locale": "en",
         *           "electronic_address": {
         *             "scheme": "0088",
         *             "value": "5060012349998"
         *           },
         *           "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *           "e_invoice_format": "peppol-bis"
         *         },
         *         "sent_at": "2026-11-02T09:45:00Z",
         *         "voided_at": null
         *       }
         *     }
         */
        EventData: {
            /** @description The invoice, customer or credit note exactly as the API returned it after the change; a `pdf_url` is a fresh link each time the event is read or sent. */
            object: components["schemas"]["Invoice"] | components["schemas"]["Customer"] | components["schemas"]["CreditNote"];
        };
        /**
         * @description An event with the state of its delivery to each webhook endpoint.
         * @example {
         *       "id": "evt_2aLq9XkT0bR4mZp7Vc1Nd8",
         *       "type": "invoice.paid",
         *       "created_at": "2026-11-12T10:00:00Z",
         *       "request_id": "req_Awa6fBfQ4oJP6EbeEFqxsj",
         *       "data": {
         *         "object": {
         *           "id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *           "number": "INV-0001",
         *           "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *           "status": "paid",
         *           "lines": [
         *             {
         *               "description": "Consulting, November 2026",
         *               "quantity": 10,
         *               "unit_price": {
         *                 "amount": 12000,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 19,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             },
         *             {
         *               "description": "Technical handbook",
         *               "quantity": 2,
         *               "unit_price": {
         *                 "amount": 4599,
         *                 "currency": "EUR"
         *               },
         *               "tax_rate": 7,
         *               "tax_category": "S",
         *               "tax_exemption_reason": null
         *             }
         *           ],
         *           "subtotal": {
         *             "amount": 129198,
         *             "currency": "EUR"
         *           },
         *           "tax": {
         *             "amount": 23444,
         *             "currency": "EUR"
         *           },
         *           "total": {
         *             "amount": 152642,
         *             "currency": "EUR"
         *           },
         *           "discounts": [],
         *           "charges": [],
         *           "discount_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "charge_total": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "total_excluding_tax": {
         *             "amount": 129198,
         *             "currency": "EUR"
         *           },
         *           "amount_credited": {
         *             "amount": 4921,
         *             "currency": "EUR"
         *           },
         *           "amount_due": {
         *             "amount": 0,
         *             "currency": "EUR"
         *           },
         *           "amount_paid": {
         *             "amount": 147721,
         *             "currency": "EUR"
         *           },
         *           "payments": [
         *             {
         *               "id": "pay_3Nc8Vd2Rk7Wq4Lm9Tz0Xb6",
         *               "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *               "amount": {
         *                 "amount": 100000,
         *                 "currency": "EUR"
         *               },
         *               "paid_at": "2026-11-20",
         *               "method": "bank_transfer",
         *               "reference": "RF18 5390 0754 7034",
         *               "created_at": "2026-11-20T15:02:11Z"
         *             },
         *             {
         *               "id": "pay_9Tz0Xb6Nc3Vd8Rk2Wq7Lm4",
         *               "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *               "amount": {
         *                 "amount": 47721,
         *                 "currency": "EUR"
         *               },
         *               "paid_at": "2026-11-29",
         *               "method": "bank_transfer",
         *               "reference": "RF18 5390 0754 7034",
         *               "created_at": "2026-11-30T08:40:00Z"
         *             }
         *           ],
         *           "paid_at": "2026-11-30T08:40:00Z",
         *           "due_date": "2026-12-02",
         *           "created_at": "2026-11-02T09:30:00Z",
         *           "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_4f9Qx2LrT8aZk1MnB7cD0e?expires=1794481200&signature=n5WAFJ3iBirD4yg5FamEBUOZpqUMCdNGMXiWf-Siafg",
         *           "documents": [
         *             {
         *               "format": "pdf",
         *               "sha256": "9f2c4e1a7b3d5f60812e4c9a0b7d3f25e6c18a4b90d2f7e3c5a1b8d6e4f20937",
         *               "size": 41873,
         *               "created_at": "2026-11-02T09:45:01Z"
         *             },
         *             {
         *               "format": "peppol-bis",
         *               "sha256": "3b8e1d0c9f7a2e64d5c3b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5",
         *               "size": 9214,
         *               "created_at": "2026-11-02T09:45:01Z"
         *             }
         *           ],
         *           "notes": "Payable by bank transfer within 30 days.",
         *           "metadata": {
         *             "order": "PO-2026-118"
         *           },
         *           "tax_breakdown": [
         *             {
         *               "category": "S",
         *               "rate": 19,
         *               "taxable_amount": {
         *                 "amount": 120000,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 22800,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             },
         *             {
         *               "category": "S",
         *               "rate": 7,
         *               "taxable_amount": {
         *                 "amount": 9198,
         *                 "currency": "EUR"
         *               },
         *               "tax_amount": {
         *                 "amount": 644,
         *                 "currency": "EUR"
         *               },
         *               "exemption_reason": null
         *             }
         *           ],
         *           "issue_date": "2026-11-02",
         *           "supply_date": null,
         *           "service_period": {
         *             "start": "2026-11-01",
         *             "end": "2026-11-30"
         *           },
         *           "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *           "purchase_order": "PO-2026-118",
         *           "seller": {
         *             "legal_name": "Lindqvist Consulting GmbH",
         *             "address": {
         *               "line1": "Torstrasse 49",
         *               "line2": null,
         *               "city": "Berlin",
         *               "postal_code": "10119",
         *               "country": "DE"
         *             },
         *             "vat_id": "DE123456789",
         *             "tax_number": null,
         *             "contact": {
         *               "name": "Mira Lindqvist",
         *               "email": "billing@lindqvist.example",
         *               "phone": "+49 30 1234567"
         *             },
         *             "payment": {
         *               "iban": "DE89370400440532013000",
         *               "bic": "COBADEFFXXX",
         *               "account_holder": null
         *             },
         *             "electronic_address": {
         *               "scheme": "9930",
         *               "value": "DE123456789"
         *             },
         *             "time_zone": "Europe/Berlin"
         *           },
         *           "customer_details": {
         *             "name": "Ada Lovelace Ltd",
         *             "email": "accounts@lovelace.example",
         *             "address": {
         *               "line1": "12 St James's Square",
         *               "line2": null,
         *               "city": "London",
         *               "postal_code": "SW1Y 4JH",
         *               "country": "GB"
         *             },
         *             "tax_id": "GB123456789",
         *             "locale": "en",
         *             "electronic_address": {
         *               "scheme": "0088",
         *               "value": "5060012349998"
         *             },
         *             "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *             "e_invoice_format": "peppol-bis"
         *           },
         *           "sent_at": "2026-11-02T09:45:00Z",
         *           "voided_at": null
         *         }
         *       },
         *       "deliveries": [
         *         {
         *           "endpoint_id": "we_7Yt3kQp1XzL8mN2bV5cR0d",
         *           "status": "delivered",
         *           "attempts": 1,
         *           "last_status_code": 200,
         *           "next_attempt_at": null
         *         }
         *       ]
         *     }
         */
        EventDetail: {
            id: components["schemas"]["EventId"];
            type: components["schemas"]["EventType"];
            created_at: components["schemas"]["EventCreatedAt"];
            request_id: components["schemas"]["EventRequestId"];
            data: components["schemas"]["EventData"];
            /** @description One entry per webhook endpoint that the event is sent to, oldest first. */
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        /**
         * @description One page of events.
         * @example {
         *       "data": [
         *         {
         *           "id": "evt_2aLq9XkT0bR4mZp7Vc1Nd8",
         *           "type": "invoice.paid",
         *           "created_at": "2026-11-12T10:00:00Z",
         *           "request_id": "req_Awa6fBfQ4oJP6EbeEFqxsj",
         *           "data": {
         *             "object": {
         *               "id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *               "number": "INV-0001",
         *               "customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",
         *               "status": "paid",
         *               "lines": [
         *                 {
         *                   "description": "Consulting, November 2026",
         *                   "quantity": 10,
         *                   "unit_price": {
         *                     "amount": 12000,
         *                     "currency": "EUR"
         *                   },
         *                   "tax_rate": 19,
         *                   "tax_category": "S",
         *                   "tax_exemption_reason": null
         *                 },
         *                 {
         *                   "description": "Technical handbook",
         *                   "quantity": 2,
         *                   "unit_price": {
         *                     "amount": 4599,
         *                     "currency": "EUR"
         *                   },
         *                   "tax_rate": 7,
         *                   "tax_category": "S",
         *                   "tax_exemption_reason": null
         *                 }
         *               ],
         *               "subtotal": {
         *                 "amount": 129198,
         *                 "currency": "EUR"
         *               },
         *               "tax": {
         *                 "amount": 23444,
         *                 "currency": "EUR"
         *               },
         *               "total": {
         *                 "amount": 152642,
         *                 "currency": "EUR"
         *               },
         *               "discounts": [],
         *               "charges": [],
         *               "discount_total": {
         *                 "amount": 0,
         *                 "currency": "EUR"
         *               },
         *               "charge_total": {
         *                 "amount": 0,
         *                 "currency": "EUR"
         *               },
         *               "total_excluding_tax": {
         *                 "amount": 129198,
         *                 "currency": "EUR"
         *               },
         *               "amount_credited": {
         *                 "amount": 4921,
         *                 "currency": "EUR"
         *               },
         *               "amount_due": {
         *                 "amount": 0,
         *                 "currency": "EUR"
         *               },
         *               "amount_paid": {
         *                 "amount": 147721,
         *                 "currency": "EUR"
         *               },
         *               "payments": [
         *                 {
         *                   "id": "pay_3Nc8Vd2Rk7Wq4Lm9Tz0Xb6",
         *                   "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *                   "amount": {
         *                     "amount": 100000,
         *                     "currency": "EUR"
         *                   },
         *                   "paid_at": "2026-11-20",
         *                   "method": "bank_transfer",
         *                   "reference": "RF18 5390 0754 7034",
         *                   "created_at": "2026-11-20T15:02:11Z"
         *                 },
         *                 {
         *                   "id": "pay_9Tz0Xb6Nc3Vd8Rk2Wq7Lm4",
         *                   "invoice_id": "inv_4f9Qx2LrT8aZk1MnB7cD0e",
         *                   "amount": {
         *                     "amount": 47721,
         *                     "currency": "EUR"
         *                   },
         *                   "paid_at": "2026-11-29",
         *                   "method": "bank_transfer",
         *                   "reference": "RF18 5390 0754 7034",
         *                   "created_at": "2026-11-30T08:40:00Z"
         *                 }
         *               ],
         *               "paid_at": "2026-11-30T08:40:00Z",
         *               "due_date": "2026-12-02",
         *               "created_at": "2026-11-02T09:30:00Z",
         *               "pdf_url": "https://sandbox.folio.example/v2/invoice-pdfs/inv_4f9Qx2LrT8aZk1MnB7cD0e?expires=1794481200&signature=n5WAFJ3iBirD4yg5FamEBUOZpqUMCdNGMXiWf-Siafg",
         *               "documents": [
         *                 {
         *                   "format": "pdf",
         *                   "sha256": "9f2c4e1a7b3d5f60812e4c9a0b7d3f25e6c18a4b90d2f7e3c5a1b8d6e4f20937",
         *                   "size": 41873,
         *                   "created_at": "2026-11-02T09:45:01Z"
         *                 },
         *                 {
         *                   "format": "peppol-bis",
         *                   "sha256": "3b8e1d0c9f7a2e64d5c3b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5",
         *                   "size": 9214,
         *                   "created_at": "2026-11-02T09:45:01Z"
         *                 }
         *               ],
         *               "notes": "Payable by bank transfer within 30 days.",
         *               "metadata": {
         *                 "order": "PO-2026-118"
         *               },
         *               "tax_breakdown": [
         *                 {
         *                   "category": "S",
         *                   "rate": 19,
         *                   "taxable_amount": {
         *                     "amount": 120000,
         *                     "currency": "EUR"
         *                   },
         *                   "tax_amount": {
         *                     "amount": 22800,
         *                     "currency": "EUR"
         *                   },
         *                   "exemption_reason": null
         *                 },
         *                 {
         *                   "category": "S",
         *                   "rate": 7,
         *                   "taxable_amount": {
         *                     "amount": 9198,
         *                     "currency": "EUR"
         *                   },
         *                   "tax_amount": {
         *                     "amount": 644,
         *                     "currency": "EUR"
         *                   },
         *                   "exemption_reason": null
         *                 }
         *               ],
         *               "issue_date": "2026-11-02",
         *               "supply_date": null,
         *               "service_period": {
         *                 "start": "2026-11-01",
         *                 "end": "2026-11-30"
         *               },
         *               "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *               "purchase_order": "PO-2026-118",
         *               "seller": {
         *                 "legal_name": "Lindqvist Consulting GmbH",
         *                 "address": {
         *                   "line1": "Torstrasse 49",
         *                   "line2": null,
         *                   "city": "Berlin",
         *                   "postal_code": "10119",
         *                   "country": "DE"
         *                 },
         *                 "vat_id": "DE123456789",
         *                 "tax_number": null,
         *                 "contact": {
         *                   "name": "Mira Lindqvist",
         *                   "email": "billing@lindqvist.example",
         *                   "phone": "+49 30 1234567"
         *                 },
         *                 "payment": {
         *                   "iban": "DE89370400440532013000",
         *                   "bic": "COBADEFFXXX",
         *                   "account_holder": null
         *                 },
         *                 "electronic_address": {
         *                   "scheme": "9930",
         *                   "value": "DE123456789"
         *                 },
         *                 "time_zone": "Europe/Berlin"
         *               },
         *               "customer_details": {
         *                 "name": "Ada Lovelace Ltd",
         *                 "email": "accounts@lovelace.example",
         *                 "address": {
         *                   "line1": "12 St James's Square",
         *                   "line2": null,
         *                   "city": "London",
         *                   "postal_code": "SW1Y 4JH",
         *                   "country": "GB"
         *                 },
         *                 "tax_id": "GB123456789",
         *                 "locale": "en",
         *                 "electronic_address": {
         *                   "scheme": "0088",
         *                   "value": "5060012349998"
         *                 },
         *                 "buyer_reference": "ACCOUNTS-PAYABLE-7",
         *                 "e_invoice_format": "peppol-bis"
         *               },
         *               "sent_at": "2026-11-02T09:45:00Z",
         *               "voided_at": null
         *             }
         *           }
         *         }
         *       ],
         *       "has_more": true,
         *       "next_cursor": "WyIyMDI2LTExLTEyVDEwOjAwOjAwLjAwMFoiLCJldnRfMmFMcTlYa1QwYlI0bVpwN1ZjMU5kOCJd.oIHDQEO8F9WXUZaLYgNdqA"
         *     }
         */
        EventList: {
            data: components["schemas"]["Event"][];
            /** @description Whether another page follows; false on the last page. */
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description The delivery of one event to one endpoint. A delivery is retried 5 seconds, 5 minutes,
         *     30 minutes, 2 hours, 5 hours, 10 hours, 10 hours, 24 hours and 24 hours after each
         *     failed attempt, and then marked `failed`.
         * @example {
         *       "endpoint_id": "we_7Yt3kQp1XzL8mN2bV5cR0d",
         *       "status": "delivered",
         *       "attempts": 1,
         *       "last_status_code": 200,
         *       "next_attempt_at": null
         *     }
         */
        WebhookDelivery: {
            /** @description The webhook endpoint the event is sent to. */
            endpoint_id: string;
            /**
             * @description `pending` while attempts remain, `delivered` after a 2xx answer, `failed` when every attempt failed or the endpoint answered 410.
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /** @description How many calls were made so far. */
            attempts: number;
            /** @description The HTTP status of the last answer, or null before the first answer or when the call got none (a timeout, a refused connection). */
            last_status_code: number | null;
            /**
             * Format: date-time
             * @description When the next attempt is due, or null when none is.
             */
            next_attempt_at: string | null;
        };
        /**
         * @description A URL that receives the account's events as signed POST requests.
         * @example {
         *       "id": "we_7Yt3kQp1XzL8mN2bV5cR0d",
         *       "url": "https://hooks.lovelace.example/folio",
         *       "enabled_events": [
         *         "invoice.sent",
         *         "invoice.paid",
         *         "credit_note.created"
         *       ],
         *       "description": "Accounts receivable ledger",
         *       "disabled": false,
         *       "created_at": "2026-11-02T09:40:00Z"
         *     }
         */
        WebhookEndpoint: {
            /**
             * @description The endpoint's id (`we_` followed by random characters).
             * @example we_7Yt3kQp1XzL8mN2bV5cR0d
             */
            id: string;
            /**
             * Format: uri
             * @description Where the events are POSTed.
             */
            url: string;
            enabled_events: components["schemas"]["EnabledEvents"];
            /** @description A note of your own about the endpoint, or null. */
            description: string | null;
            /** @description Whether deliveries are stopped; true after the endpoint answered 410. */
            disabled: boolean;
            /**
             * Format: date-time
             * @description When the endpoint was created, in UTC.
             */
            created_at: string;
        };
        /**
         * @description A webhook endpoint with its signing secret, shown on creation and rotation only.
         * @example {
         *       "id": "we_7Yt3kQp1XzL8mN2bV5cR0d",
         *       "url": "https://hooks.lovelace.example/folio",
         *       "enabled_events": [
         *         "invoice.sent",
         *         "invoice.paid",
         *         "credit_note.created"
         *       ],
         *       "description": "Accounts receivable ledger",
         *       "disabled": false,
         *       "created_at": "2026-11-02T09:40:00Z",
         *       "secret": "whsec_6QUgw27COPvanQCsVV9/FkuUDWc6bNxHctTgpMh79P0="
         *     }
         */
        WebhookEndpointWithSecret: {
            /** @description The endpoint's id (`we_` followed by random characters). */
            id: string;
            /**
             * Format: uri
             * @description Where the events are POSTed.
             */
            url: string;
            enabled_events: components["schemas"]["EnabledEvents"];
            /** @description A note of your own about the endpoint, or null. */
            description: string | null;
            /** @description Whether deliveries are stopped. */
            disabled: boolean;
            /**
             * Format: date-time
             * @description When the endpoint was created, in UTC.
             */
            created_at: string;
            /** @description The signing secret, `whsec_` followed by the base64 of 32 random bytes, as Standard Webhooks defines it. Give it to your Standard Webhooks library to verify the calls. */
            secret: string;
        };
        /**
         * @description The event types the endpoint receives, or `["*"]` for all of them.
         * @example [
         *       "invoice.sent",
         *       "invoice.paid",
         *       "credit_note.created"
         *     ]
         */
        EnabledEvents: ("*" | "customer.created" | "customer.updated" | "customer.deleted" | "invoice.created" | "invoice.updated" | "invoice.sent" | "invoice.payment_recorded" | "invoice.paid" | "invoice.voided" | "invoice.email_delivered" | "invoice.email_failed" | "credit_note.created" | "credit_note.voided")[];
        /**
         * @description A new webhook endpoint.
         * @example {
         *       "url": "https://hooks.lovelace.example/folio",
         *       "enabled_events": [
         *         "invoice.sent",
         *         "invoice.paid",
         *         "credit_note.created"
         *       ],
         *       "description": "Accounts receivable ledger"
         *     }
         */
        WebhookEndpointCreate: {
            /** @description An absolute `https` URL (the sandbox also takes `http`). */
            url: string;
            enabled_events: components["schemas"]["EnabledEvents"];
            description?: string | null;
        };
        /**
         * @description Changes to a webhook endpoint. Every field is optional.
         * @example {
         *       "disabled": true
         *     }
         */
        WebhookEndpointUpdate: {
            /** @description A new absolute URL, checked as on creation. */
            url?: string;
            enabled_events?: components["schemas"]["EnabledEvents"];
            description?: string | null;
            /** @description true stops deliveries; false starts them again. */
            disabled?: boolean;
        };
        /**
         * @description One page of webhook endpoints.
         * @example {
         *       "data": [
         *         {
         *           "id": "we_7Yt3kQp1XzL8mN2bV5cR0d",
         *           "url": "https://hooks.lovelace.example/folio",
         *           "enabled_events": [
         *             "invoice.sent",
         *             "invoice.paid",
         *             "credit_note.created"
         *           ],
         *           "description": "Accounts receivable ledger",
         *           "disabled": false,
         *           "created_at": "2026-11-02T09:40:00Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description Whether another page follows; false on the last page. */
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description Which endpoint to send the event to again.
         * @example {
         *       "endpoint_id": "we_7Yt3kQp1XzL8mN2bV5cR0d"
         *     }
         */
        ResendRequest: {
            /** @description One of the account's webhook endpoints. */
            endpoint_id: string;
        };
        /**
         * @description The service's health.
         * @example {
         *       "status": "ok",
         *       "version": "0.1.0",
         *       "region": "eu-central"
         *     }
         */
        Status: {
            /**
             * @description `ok`, or `degraded` when the database does not answer or refuses writes, or unsent e-mail piles up.
             * @enum {string}
             */
            status: "ok" | "degraded";
            /** @description The version of the running service. */
            version: string;
            /** @description Where this server runs, from its configuration. */
            region?: string;
        };
        /**
         * @description The body of every error response.
         * @example {
         *       "error": {
         *         "type": "not_found",
         *         "message": "No invoice with id 'inv_4f9Qx2LrT8aZk1MnB7cD0e' exists.",
         *         "param": "invoice_id"
         *       }
         *     }
         */
        Error: {
            error: {
                /**
                 * @description What kind of error: `invalid_request` (400, 405, 408, 413, 415, 422),
                 *     `authentication_failed` (401), `not_found` (404), `conflict` (409),
                 *     `rate_limited` (429) or `api_error` (5xx).
                 * @enum {string}
                 */
                type: "invalid_request" | "authentication_failed" | "not_found" | "conflict" | "rate_limited" | "api_error";
                /** @description One sentence for a developer saying what went wrong. */
                message: string;
                /** @description The field at fault when a single field is, as a path such as `lines[0].quantity`, `limit` or `Idempotency-Key`. */
                param?: string | null;
            };
        };
    };
    responses: {
        /** @description The document has not changed since the copy whose `ETag` was sent in `If-None-Match`; no body. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The query string, a header or the JSON syntax of the body is invalid (a query parameter given twice included), or the cursor is not one this service issued for these filters. */
        BadRequest: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The bearer key is missing, malformed, unknown, expired, revoked, or belongs to the other environment. */
        Unauthorized: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record exists, or the key's account cannot see it. */
        NotFound: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The path exists but does not take this method; the `Allow` header lists the methods it does. */
        MethodNotAllowed: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                /** @description The methods this path takes, such as `GET, PATCH, DELETE`. */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The invoice (or customer) is not in a state that allows this request, or a request that ran at the same moment changed it first; the message says what stopped it. */
        Conflict: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request body did not arrive in time: the service waits 20 seconds for a whole
         *     body, then answers 408 and closes the connection. Send the body again.
         */
        RequestTimeout: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request body is larger than 1 MB. A request whose Content-Length declares more is
         *     answered at once, before any of its body is read, and its connection is closed.
         */
        PayloadTooLarge: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is not `application/json`, or not in UTF-8 (another `charset`, UTF-16 or UTF-32). */
        UnsupportedMediaType: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is valid JSON but does not validate, or an `Idempotency-Key` was reused with a different body; `param` names the field at fault. */
        UnprocessableEntity: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description This key, or on a signed link this client address, sent more requests than its rate limit allows (100 a second on production, 25 on the sandbox, unless configured otherwise). Wait for `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database is busy or cannot be reached for a moment. Nothing was changed; retry the request after a short wait. */
        ServiceUnavailable: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Something went wrong on folio's side. The message never holds internal details; quote the `Request-Id`. A create is safe to retry with the same `Idempotency-Key`. */
        InternalError: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any 2xx answer within 15 seconds marks the delivery delivered, and its body is ignored. Anything else, a redirect included, is retried on the schedule of WebhookDelivery. */
        WebhookReceived: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The endpoint is gone for good; the service disables it at once and stops every delivery to it. */
        WebhookGone: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /** @description The invoice's id, as returned when it was created. */
        InvoiceId: string;
        /** @description The credit note's id (`cn_...`), as returned when it was issued. */
        CreditNoteId: string;
        /** @description How many records a page holds; a page can hold fewer. */
        Limit: number;
        /**
         * @description The `next_cursor` of the previous page. A cursor is opaque and only valid with the
         *     filters of the request that returned it.
         */
        Cursor: string;
        /**
         * @description A unique string of your choice. Repeating a request with the same key and body
         *     within 24 hours returns the first response and creates nothing; the same key with a
         *     different body is rejected.
         */
        IdempotencyKey: string;
        /** @description The event's id (`evt_...`). */
        EventId: string;
        /** @description The webhook endpoint's id (`we_...`), as returned when it was created. */
        EndpointId: string;
        /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
        WebhookIdHeader: string;
        /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
        WebhookTimestampHeader: string;
        /**
         * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
         *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
         *     two space-separated signatures, one per secret; accept the call when one of them matches.
         */
        WebhookSignatureHeader: string;
    };
    requestBodies: never;
    headers: {
        /** @description A unique id of this request, also written to the service's log. Quote it when asking for help. */
        RequestId: string;
        /** @description How many requests this key may make per second. */
        RateLimitLimit: number;
        /** @description How many requests this key may still make before it is limited. */
        RateLimitRemaining: number;
        /** @description Seconds until the key's allowance is full again. */
        RateLimitReset: number;
        /** @description Seconds to wait before the next request with this key will be accepted. */
        RetryAfter: number;
        /** @description `true` when this response is the stored response of an earlier request with the same Idempotency-Key. */
        IdempotentReplayed: "true";
        /** @description The SHA-256 of the document's bytes, quoted; the same as its `sha256` in the `documents` list. The bytes of an issued document never change, so a copy with this tag can be kept for good. Sent back in `If-None-Match`, it is answered 304 without a body. */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listInvoices: {
        parameters: {
            query?: {
                /** @description Only invoices in these states, separated by commas (`open,paid`). */
                status?: string;
                /** @description Only invoices created at or after `created[gte]` and before `created[lt]` (instants in UTC), as in `created[gte]=2026-11-01T00:00:00Z`. */
                created?: {
                    /**
                     * Format: date-time
                     * @description Only invoices created at or after this instant.
                     */
                    gte?: string;
                    /**
                     * Format: date-time
                     * @description Only invoices created before this instant.
                     */
                    lt?: string;
                };
                /** @description Only invoices due on or after `due_date[gte]` and before `due_date[lt]` (days), as in `due_date[lt]=2027-01-01`. */
                due_date?: {
                    /**
                     * Format: date
                     * @description Only invoices due on or after this day.
                     */
                    gte?: string;
                    /**
                     * Format: date
                     * @description Only invoices due before this day.
                     */
                    lt?: string;
                };
                /** @description Only invoices billed to this customer. */
                customer_id?: string;
                /** @description Only the invoice with this number (`INV-0042`); a page of one invoice, or an empty page when no invoice has it. */
                number?: string;
                /** @description How many records a page holds; a page can hold fewer. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `next_cursor` of the previous page. A cursor is opaque and only valid with the
                 *     filters of the request that returned it.
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of invoices. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique string of your choice. Repeating a request with the same key and body
                 *     within 24 hours returns the first response and creates nothing; the same key with a
                 *     different body is rejected.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceCreate"];
            };
        };
        responses: {
            /** @description The draft invoice that was created, or the first response given for this Idempotency-Key. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    voidInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice is void. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceUpdate"];
            };
        };
        responses: {
            /** @description The updated invoice. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SendOptions"];
            };
        };
        responses: {
            /** @description The invoice is open and its e-mail is queued for delivery. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    payInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice, now paid. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique string of your choice. Repeating a request with the same key and body
                 *     within 24 hours returns the first response and creates nothing; the same key with a
                 *     different body is rejected.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentCreate"];
            };
        };
        responses: {
            /** @description The payment that was recorded, or the first response given for this Idempotency-Key. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as a PDF document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    /** @description When this route was deprecated, as an RFC 9745 date (`@` and Unix seconds). */
                    Deprecation?: string;
                    /** @description The invoice's signed `pdf_url`, with `rel="alternate"`, to use instead of this route. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoiceEInvoice: {
        parameters: {
            query: {
                /** @description The e-invoice format. */
                format: components["schemas"]["EInvoiceFormat"];
            };
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-invoice, as an attachment named after the invoice's number. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    /** @description The file name, the invoice's number with `.xml` or `.pdf`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["XmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSignedInvoicePdf: {
        parameters: {
            query: {
                /** @description When the link stops working, in Unix seconds. */
                expires: number;
                /** @description The link's signature. */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as a PDF document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCreditNote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique string of your choice. Repeating a request with the same key and body
                 *     within 24 hours returns the first response and creates nothing; the same key with a
                 *     different body is rejected.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The invoice's id, as returned when it was created. */
                invoice_id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditNoteCreate"];
            };
        };
        responses: {
            /** @description The credit note that was issued, or the first response given for this Idempotency-Key. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCreditNotes: {
        parameters: {
            query?: {
                /** @description Only the credit notes that correct this invoice. */
                invoice_id?: string;
                /** @description How many records a page holds; a page can hold fewer. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `next_cursor` of the previous page. A cursor is opaque and only valid with the
                 *     filters of the request that returned it.
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of credit notes. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNoteList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The credit note's id (`cn_...`), as returned when it was issued. */
                credit_note_id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit note. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCreditNoteEInvoice: {
        parameters: {
            query: {
                /** @description The e-invoice format. */
                format: components["schemas"]["EInvoiceFormat"];
            };
            header?: never;
            path: {
                /** @description The credit note's id (`cn_...`), as returned when it was issued. */
                credit_note_id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-invoice, as an attachment named after the credit note's number. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    /** @description The file name, the credit note's number with `.xml` or `.pdf`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["XmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    voidCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The credit note's id (`cn_...`), as returned when it was issued. */
                credit_note_id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit note, now void. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSignedCreditNotePdf: {
        parameters: {
            query: {
                /** @description When the link stops working, in Unix seconds. */
                expires: number;
                /** @description The link's signature. */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The credit note's id (`cn_...`), as returned when it was issued. */
                credit_note_id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit note as a PDF document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Also list deleted customers (`deleted` true). The cursor of a page binds this choice. */
                include_deleted?: boolean;
                /** @description How many records a page holds; a page can hold fewer. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `next_cursor` of the previous page. A cursor is opaque and only valid with the
                 *     filters of the request that returned it.
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of customers. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique string of your choice. Repeating a request with the same key and body
                 *     within 24 hours returns the first response and creates nothing; the same key with a
                 *     different body is rejected.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreate"];
            };
        };
        responses: {
            /** @description The customer that was created, or the first response given for this Idempotency-Key. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, as returned when it was created. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, as returned when it was created. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer is deleted. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id, as returned when it was created. */
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdate"];
            };
        };
        responses: {
            /** @description The customer, changed. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description How many records a page holds; a page can hold fewer. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `next_cursor` of the previous page. A cursor is opaque and only valid with the
                 *     filters of the request that returned it.
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only events of this type; one type per request. */
                type?: components["schemas"]["EventType"];
                /** @description Only events about this invoice, customer or credit note. */
                object_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id (`evt_...`). */
                event_id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event and its deliveries. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id (`evt_...`). */
                event_id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendRequest"];
            };
        };
        responses: {
            /** @description The delivery is queued; the event and its deliveries as they now stand. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description How many records a page holds; a page can hold fewer. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `next_cursor` of the previous page. A cursor is opaque and only valid with the
                 *     filters of the request that returned it.
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of webhook endpoints. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique string of your choice. Repeating a request with the same key and body
                 *     within 24 hours returns the first response and creates nothing; the same key with a
                 *     different body is rejected.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description The endpoint that was created, with its signing secret, or the first response given for this Idempotency-Key. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`we_...`), as returned when it was created. */
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook endpoint. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`we_...`), as returned when it was created. */
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint is deleted. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`we_...`), as returned when it was created. */
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description The webhook endpoint after the change. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id (`we_...`), as returned when it was created. */
                endpoint_id: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new signing secret. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service's status. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    customerCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreatedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    customerUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdatedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    customerDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerDeletedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    invoiceCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceCreatedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    invoiceUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceUpdatedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    invoiceSentWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceSentEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    invoicePaymentRecordedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoicePaymentRecordedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    invoicePaidWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoicePaidEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    invoiceVoidedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceVoidedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    invoiceEmailDeliveredWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEmailDeliveredEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    invoiceEmailFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceEmailFailedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    creditNoteCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditNoteCreatedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
    creditNoteVoidedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every attempt to deliver it; use it to recognise a repeat. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description When this attempt was signed, in Unix seconds. Refuse a call whose timestamp is more than five minutes from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /**
                 * @description `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
                 *     under the endpoint's secret (Standard Webhooks). For 24 hours after a rotation it holds
                 *     two space-separated signatures, one per secret; accept the call when one of them matches.
                 */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, signed with the endpoint's secret in `webhook-signature`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditNoteVoidedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
            410: components["responses"]["WebhookGone"];
        };
    };
}
