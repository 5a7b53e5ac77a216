// Says who is calling: the bearer key of the client's account and, where the runtime lets a
// script set it, a User-Agent naming the client, added to every request as openapi-fetch middleware.
import type { Middleware } from 'openapi-fetch';
import { userAgent } from './version.js';

/** Middleware that sets `Authorization: Bearer <apiKey>` and the client's User-Agent (version.ts). */
export function identityMiddleware(apiKey: string): Middleware {
  const authorization = `Bearer ${apiKey}`;
  const agent = userAgent();
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', authorization);
      if (agent !== undefined) request.headers.set('User-Agent', agent);
      return request;
    },
  };
}
