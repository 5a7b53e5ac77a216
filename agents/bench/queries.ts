// The fixed questions of `folio bench`: everyday questions about the manual, one or two per
// page, so that the timings and answer sizes cover the whole corpus.

export const BENCH_QUERIES: readonly string[] = [
  'How do I revoke an API key?',
  'What happens if I reuse an idempotency key with a different body?',
  'How many requests per second does the sandbox allow?',
  'How do I page through every invoice?',
  'How is tax rounded on each line?',
  'How long is a pdf_url link valid?',
  'Does the typed client throw on HTTP errors?',
  'Which invoice states are final?',
  'What does the param field of an error contain?',
  'How do I build the site for another base URL?',
  'Can I change a customer after creating it?',
  'What does the manifest list for each chunk?',
];
