// The keys a server has found, remembered for at most keyCacheMs (R50): a client sending
// thousands of requests a second costs one lookup per key per half second instead of one per
// request. A revocation or expiry written by another process (`folio keys revoke`) is seen
// within that bound; expiry dates themselves are checked on every request. Keys that were not
// found are never remembered, so a key created a moment ago works on its first request.
import type { Clock } from '../config.js';
import type { ApiKeyRecord, Store } from '../store/store.js';

/** How long a found key is used without reading it again, in milliseconds. */
export const keyCacheMs = 500;

/** At most this many keys are remembered; past it the cache starts again empty. */
const capacity = 10_000;

export function cachedKeyLookup(store: Pick<Store, 'findApiKey'>, clock: Clock): (hash: string) => Promise<ApiKeyRecord | undefined> {
  const found = new Map<string, { record: ApiKeyRecord; readAt: number }>();
  return async (hash) => {
    const now = clock().getTime();
    const entry = found.get(hash);
    // A clock that went back makes the age negative: the entry is read again, never kept longer.
    if (entry && now - entry.readAt >= 0 && now - entry.readAt < keyCacheMs) return entry.record;
    const record = await store.findApiKey(hash);
    if (record === undefined) {
      found.delete(hash);
    } else {
      if (found.size >= capacity) found.clear();
      found.set(hash, { record, readAt: now });
    }
    return record;
  };
}
