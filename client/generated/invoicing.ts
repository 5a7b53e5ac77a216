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
         *     nothing. A paid invoice cannot be voided. The request takes no body: a body with
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
         *     given. The body may be omitted.
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
         * @description Records a payment received outside folio (a bank transfer, a cheque) for an open
         *     invoice and moves it to `paid`. Paid is final: a paid invoice cannot be changed,
         *     sent again or voided. The request takes no body: a body with fields (an amount, a
         *     date) is refused with 422, because the payment is always of the whole total, now.
         */
        post: operations["payInvoice"];
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
         * @description The target of an invoice's `pdf_url`: the rendered invoice as a PDF document. It
         *     needs no bearer key because the link carries its own signature, which is valid for
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
         *     pagination as invoices.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description Creates a customer that invoices can be billed to.
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
         * @description Returns one customer of the key's account.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
         *     pagination as invoices. Every change to an invoice or a customer writes one event in
         *     the same step as the change. Events are kept for 30 days and then deleted.
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
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A PDF document (binary). */
        PdfDocument: string;
        /**
         * @description An ISO 4217 currency code.
         * @enum {string}
         */
        Currency: "EUR" | "USD" | "GBP";
        /** @description An amount of money as an integer in the currency's minor unit (1999 EUR is 19.99 euros). */
        Money: {
            /** @description The amount in the currency's minor unit. */
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        /** @description The price of one unit, as Money. Negative prices are discounts. */
        UnitPrice: {
            /** @description The price in the currency's minor unit; a negative price is a discount. */
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        /** @description One line of an invoice. Its net amount is quantity times unit price; its tax is the net amount times the tax rate, rounded half away from zero to the minor unit. */
        LineItem: {
            /** @description What is billed, as the customer will read it. */
            description: string;
            /** @description How many units. */
            quantity: number;
            unit_price: components["schemas"]["UnitPrice"];
            /** @description The tax rate in percent as a plain number (19 means 19%, 8.875 means 8.875%), with at most four decimals. Left out, the line carries no tax. */
            tax_rate?: number;
        };
        /**
         * @description The state of an invoice: `draft` (being prepared), `open` (sent and owed), `paid` (settled, final) or `void` (no longer owed).
         * @enum {string}
         */
        InvoiceStatus: "draft" | "open" | "paid" | "void";
        /** @description Your own key-value pairs of strings, returned unchanged. */
        Metadata: {
            [key: string]: string;
        };
        /** @description An invoice, as the service returns it. */
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
            /** @description The sum of the lines' net amounts. */
            subtotal: components["schemas"]["Money"];
            /** @description The sum of the lines' tax amounts. */
            tax: components["schemas"]["Money"];
            /** @description subtotal plus tax, computed by the service. */
            total: components["schemas"]["Money"];
            /** @description The sum of the totals of the issued (not void) credit notes that correct this invoice. */
            amount_credited: components["schemas"]["Money"];
            /** @description What the customer still owes, the total less `amount_credited`; zero once the invoice is paid or void. */
            amount_due: components["schemas"]["Money"];
            /**
             * Format: date
             * @description The day payment is due; 30 days after creation unless given.
             */
            due_date: string;
            /**
             * Format: date-time
             * @description When the invoice was created, in UTC.
             */
            created_at: string;
            /**
             * Format: uri
             * @description A signed link to the rendered invoice as PDF. It needs no bearer key and works for one hour from the response that carried it; read the invoice again for a fresh link.
             */
            pdf_url: string | null;
            /** @description Free text printed on the invoice, or null. */
            notes: string | null;
            metadata: components["schemas"]["Metadata"];
        };
        /** @description A new draft invoice. Do not send `total`, `subtotal` or `tax`; the service computes them. */
        InvoiceCreate: {
            /** @description The id of a customer of your account. */
            customer_id: string;
            /** @description The line items. All lines share one currency, and the total must not be negative. */
            lines: components["schemas"]["LineItem"][];
            /**
             * Format: date
             * @description The day payment is due, not before today. Defaults to 30 days from creation.
             */
            due_date?: string;
            /** @description Free text printed on the invoice. */
            notes?: string;
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description Changes to a draft invoice. Every field is optional; each field sent replaces the stored one. */
        InvoiceUpdate: {
            /**
             * Format: date
             * @description The day payment is due, not before the invoice's creation date.
             */
            due_date?: string;
            /** @description Replaces all line items; the totals are recomputed. */
            lines?: components["schemas"]["LineItem"][];
            /** @description Replaces the notes; null clears them. */
            notes?: string | null;
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description One page of invoices. */
        InvoiceList: {
            data: components["schemas"]["Invoice"][];
            /** @description Whether another page follows; false on the last page. */
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description Why a credit note was issued: `duplicate` (the invoice billed something twice), `order_change` (the order changed after invoicing), `product_unsatisfactory` (the customer was not satisfied) or `other`.
         * @enum {string}
         */
        CreditNoteReason: "duplicate" | "order_change" | "product_unsatisfactory" | "other";
        /**
         * @description The state of a credit note: `issued` (it credits the invoice) or `void` (it no longer does).
         * @enum {string}
         */
        CreditNoteStatus: "issued" | "void";
        /** @description A credit note, the correction of a sent invoice, as the service returns it. */
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
        };
        /** @description A new credit note. Do not send `total`, `subtotal` or `tax`; the service computes them. */
        CreditNoteCreate: {
            /** @description The lines to credit, in the invoice's currency. The total must be more than zero and at most what is left to credit on the invoice. */
            lines: components["schemas"]["LineItem"][];
            reason: components["schemas"]["CreditNoteReason"];
            /** @description Free text printed on the credit note. */
            memo?: string;
        };
        /** @description One page of credit notes. */
        CreditNoteList: {
            data: components["schemas"]["CreditNote"][];
            /** @description Whether another page follows; false on the last page. */
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** @description A postal address. */
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
        /** @description A customer that invoices are billed to. */
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
            /**
             * Format: date-time
             * @description When the customer was created, in UTC.
             */
            created_at: string;
        };
        /** @description A new customer. */
        CustomerCreate: {
            name: string;
            email: components["schemas"]["EmailAddress"];
            address: components["schemas"]["Address"];
            tax_id?: string | null;
        };
        /** @description One page of customers. */
        CustomerList: {
            data: components["schemas"]["Customer"][];
            /** @description Whether another page follows; false on the last page. */
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** @description How to e-mail the invoice. Every field is optional. */
        SendOptions: {
            /** @description Recipients. Defaults to the customer's own address. */
            to?: components["schemas"]["EmailAddress"][];
            /** @description Copy recipients. */
            cc?: components["schemas"]["EmailAddress"][];
            /** @description A line placed above the invoice in the e-mail. */
            message?: string;
        };
        /**
         * @description What happened: a customer or invoice was created, an invoice was updated, sent,
         *     paid (also by a credit note that left nothing due) or voided, the e-mail of a sent
         *     invoice was accepted by the mail server (`invoice.email_delivered`) or finally given
         *     up on or cancelled by a void (`invoice.email_failed`), or a credit note was issued or
         *     voided.
         * @enum {string}
         */
        EventType: "customer.created" | "invoice.created" | "invoice.updated" | "invoice.sent" | "invoice.paid" | "invoice.voided" | "invoice.email_delivered" | "invoice.email_failed" | "credit_note.created" | "credit_note.voided";
        /**
         * @description One change to an invoice, a customer or a credit note. It is also the JSON body of every webhook
         *     call. Events are kept for 30 days.
         */
        Event: {
            /**
             * @description The event's id (`evt_` followed by random characters); also the `webhook-id` header of its webhook calls.
             * @example evt_2aLq9XkT0bR4mZp7Vc1Nd8
             */
            id: string;
            type: components["schemas"]["EventType"];
            /**
             * Format: date-time
             * @description When the change happened, in UTC.
             */
            created_at: string;
            /** @description The `Request-Id` of the API request that made the change, or null when the service made it (the e-mail worker). */
            request_id: string | null;
            data: components["schemas"]["EventData"];
        };
        /** @description What the event is about. */
        EventData: {
            /** @description The invoice, customer or credit note exactly as the API returned it after the change; a `pdf_url` is a fresh link each time the event is read or sent. */
            object: components["schemas"]["Invoice"] | components["schemas"]["Customer"] | components["schemas"]["CreditNote"];
        };
        /** @description An event with the state of its delivery to each webhook endpoint. */
        EventDetail: {
            /** @description The event's id; also the `webhook-id` header of its webhook calls. */
            id: string;
            type: components["schemas"]["EventType"];
            /**
             * Format: date-time
             * @description When the change happened, in UTC.
             */
            created_at: string;
            /** @description The `Request-Id` of the API request that made the change, or null when the service made it. */
            request_id: string | null;
            data: components["schemas"]["EventData"];
            /** @description One entry per webhook endpoint that the event is sent to, oldest first. */
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        /** @description One page of events. */
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
        /** @description A URL that receives the account's events as signed POST requests. */
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
        /** @description A webhook endpoint with its signing secret, shown on creation and rotation only. */
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
        /** @description The event types the endpoint receives, or `["*"]` for all of them. */
        EnabledEvents: ("*" | "customer.created" | "invoice.created" | "invoice.updated" | "invoice.sent" | "invoice.paid" | "invoice.voided" | "invoice.email_delivered" | "invoice.email_failed" | "credit_note.created" | "credit_note.voided")[];
        /** @description A new webhook endpoint. */
        WebhookEndpointCreate: {
            /** @description An absolute `https` URL (the sandbox also takes `http`). */
            url: string;
            enabled_events: components["schemas"]["EnabledEvents"];
            description?: string | null;
        };
        /** @description Changes to a webhook endpoint. Every field is optional. */
        WebhookEndpointUpdate: {
            /** @description A new absolute URL, checked as on creation. */
            url?: string;
            enabled_events?: components["schemas"]["EnabledEvents"];
            description?: string | null;
            /** @description true stops deliveries; false starts them again. */
            disabled?: boolean;
        };
        /** @description One page of webhook endpoints. */
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description Whether another page follows; false on the last page. */
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** @description Which endpoint to send the event to again. */
        ResendRequest: {
            /** @description One of the account's webhook endpoints. */
            endpoint_id: string;
        };
        /** @description The service's health. */
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
        /** @description The body of every error response. */
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
        /** @description The query string, a header or the JSON syntax of the body is invalid, or the cursor is not one this service issued for these filters. */
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
        /** @description The invoice is not in a state that allows this request, or a request that ran at the same moment changed it first; the message says what stopped it. */
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
        /** @description The request body is not `application/json`. */
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
        /** @description This key sent more requests than its rate limit allows (100 a second on production, 25 on the sandbox, unless configured otherwise). Wait for `Retry-After` seconds. */
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
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listInvoices: {
        parameters: {
            query?: {
                /** @description Only invoices in this state. */
                status?: components["schemas"]["InvoiceStatus"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
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
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
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
                    "Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomers: {
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
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreate"];
            };
        };
        responses: {
            /** @description The customer that was created. */
            201: {
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
                /** @description Only events of this type. */
                type?: components["schemas"]["EventType"];
                /** @description Only events about this invoice or customer. */
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
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description The endpoint that was created, with its signing secret. */
            201: {
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
}
