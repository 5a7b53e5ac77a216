// How the request samples of folio's API reference reach the invoicing API: curl and the typed
// client (as SDK consumers import it), both with the manual's variables `$FOLIO_BASE_URL` and
// `$FOLIO_API_KEY`. `folio build` hands this to the build as its `samples` option; the site
// generator knows nothing of folio's client.
import type { BuildOptions } from '../sitegen/index.js';

export const folioSamples: NonNullable<BuildOptions['samples']> = {
  invoicing: {
    baseUrl: '$FOLIO_BASE_URL',
    keyVariable: 'FOLIO_API_KEY',
    clientSetup: [
      "import { createInvoicingClient } from '@folio/client';",
      '',
      'const client = createInvoicingClient({',
      '  apiKey: process.env.FOLIO_API_KEY!,',
      "  environment: 'sandbox',",
      '  baseUrl: process.env.FOLIO_BASE_URL,',
      '});',
    ].join('\n'),
    // The Try it panels send test keys only: a live key is refused before any request.
    tryIt: { refusedKeyPrefix: 'sk_live_', keyHint: 'sk_test_...' },
  },
};
