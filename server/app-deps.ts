// What the app is built from: injected so that tests choose the store, the clock and the settings.
import type { Logger } from 'pino';
import type { AppConfig, Clock } from './config.js';
import type { DocumentRenderer } from './documents/document-renderer.js';
import type { Store } from './store/store.js';
import type { Resolver } from './webhooks/url-policy.js';

export interface AppDeps {
  store: Store;
  clock: Clock;
  config: AppConfig;
  logger: Logger;
  /** Renders PDFs off the event loop (D48); whoever builds the app closes it. */
  documents: DocumentRenderer;
  /** How webhook hosts are resolved for the URL checks of D31; the system's DNS unless a test injects one. */
  resolveHost?: Resolver;
  /** How long a request body may take to arrive; bodyReadTimeoutMs unless a test shortens it. */
  bodyReadTimeoutMs?: number;
}
