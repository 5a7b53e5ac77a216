// Bearer authentication (D1, D2): finds the key by its hash, then says plainly what is
// wrong with it. Every key, known or not, takes the same path: hash, then one lookup, which
// a key found in the last half second skips (key-cache.ts, R50).
import type { NextFunction, Request, Response } from 'express';
import type { Clock, Environment } from '../config.js';
import { unauthorized } from '../http/errors/index.js';
import type { Store } from '../store/store.js';
import { hashApiKey, keyEnvironment } from './api-keys.js';
import { cachedKeyLookup } from './key-cache.js';

const kinds: Record<Environment, string> = { sandbox: 'test key (sk_test_)', production: 'live key (sk_live_)' };

export function authenticate(store: Store, clock: Clock) {
  const findApiKey = cachedKeyLookup(store, clock);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.get('authorization');
    if (header === undefined) {
      throw unauthorized('No API key was sent: add the header Authorization: Bearer <your key>.');
    }
    const match = /^Bearer +(\S+) *$/i.exec(header);
    if (!match) throw unauthorized('The Authorization header must be "Bearer" followed by one space and your API key.');
    const key = match[1]!;
    const record = await findApiKey(hashApiKey(key));
    const claimed = keyEnvironment(key);
    if (!record || record.environment !== store.environment) {
      if (claimed && claimed !== store.environment) {
        throw unauthorized(
          `This is a ${kinds[claimed]}, which works only on ${claimed}; this server is ${store.environment} and needs a ${kinds[store.environment]}.`,
        );
      }
      throw unauthorized('The API key is not valid: check that it was copied whole.');
    }
    if (record.revokedAt !== null) throw unauthorized('The API key has been revoked: create a new one with folio keys create.');
    if (record.expiresAt !== null && record.expiresAt <= clock().toISOString()) {
      throw unauthorized(`The API key expired at ${record.expiresAt}: create a new one with folio keys create.`);
    }
    res.locals.accountId = record.accountId;
    res.locals.keyId = record.id;
    next();
  };
}
