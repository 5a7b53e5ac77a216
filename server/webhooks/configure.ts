// The webhook worker's context from the service's own pieces: the store, the secret that
// seals the signing secrets and signs pdf_url links, the public URL, and the resolver.
import type { Logger } from 'pino';
import type { AppConfig, Clock } from '../config.js';
import { createPdfLinks } from '../documents/pdf-links.js';
import type { Store } from '../store/store.js';
import type { WebhookContext } from './delivery-worker.js';
import { secretBox } from './secret-box.js';
import type { WebhookSettings } from './settings.js';
import { systemResolver, type Resolver } from './url-policy.js';

export interface WebhookSetup {
  store: Store;
  clock: Clock;
  logger: Logger;
  config: Pick<AppConfig, 'environment' | 'secret' | 'publicUrl'>;
  settings: WebhookSettings;
  resolveHost?: Resolver;
}

export function webhookContext({ store, clock, logger, config, settings, resolveHost }: WebhookSetup): WebhookContext {
  return {
    store, clock, logger, settings,
    environment: config.environment,
    resolveHost: resolveHost ?? systemResolver,
    links: createPdfLinks({ secret: config.secret, publicUrl: config.publicUrl, clock }),
    box: secretBox(config.secret),
  };
}
