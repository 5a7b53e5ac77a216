// How the request samples of folio's API reference reach the invoicing API: curl against the
// sandbox, and the typed client as SDK consumers import it. `folio build` hands this to the
// build as its `samples` option; the site generator knows nothing of folio's client.
import type { BuildOptions } from '../sitegen/index.js';

export const folioSamples: NonNullable<BuildOptions['samples']> = {
  example: {
    baseUrl: 'https://sandbox.folio.example/v2',
    clientSetup: [
      "import { createInvoicingClient } from '@folio/client';",
      '',
      "const client = createInvoicingClient({ apiKey: process.env.API_KEY!, environment: 'sandbox' });",
    ].join('\n'),
  },
};
