// Events, webhook endpoints and webhook deliveries on PostgreSQL (D30 to D32). The PostgreSQL
// store extends this class, so that its transactions write an event and its deliveries with
// writeEvent on the transaction's connection. Workers in several processes claim deliveries
// with FOR UPDATE SKIP LOCKED and a lease, so that each delivery is sent by one at a time.
// The PostgreSQL store shares its error mapping (run).
import type pg from 'pg';
import { newId } from '../../ids.js';
import { claimedColumns, subscribes, toClaimed, toDelivery, toEndpoint, toEvent } from '../event-rows.js';
import type {
  ClaimedDelivery, DeliveryLease, EventListQuery, EventRecord, EventStore,
  WebhookAttempt, WebhookDeliveryRecord, WebhookEndpointRecord,
} from '../event-store.js';
import { mapPostgresError } from './postgres-errors.js';
import { pageStatement, toPage } from './postgres-listing.js';
import { all, inTransaction, one } from './postgres-pool.js';
import type { ListQuery, Page } from '../listing.js';

export class PostgresEvents implements EventStore {
  constructor(private readonly eventPool: pg.Pool) {}

  /** Runs the Store's work with PostgreSQL's errors turned into API errors. */
  protected async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw mapPostgresError(error);
    }
  }

  listEvents(accountId: string, query: EventListQuery): Promise<Page<EventRecord>> {
    let select = 'SELECT * FROM events WHERE account_id = $1';
    const values: unknown[] = [accountId];
    if (query.type) select += ` AND type = $${values.push(query.type)}`;
    if (query.objectId) select += ` AND object_id = $${values.push(query.objectId)}`;
    const statement = pageStatement(select, values, query);
    return this.run(async () => toPage(await all(this.eventPool, statement.text, statement.values), query, toEvent));
  }

  getEvent(accountId: string, id: string): Promise<EventRecord | undefined> {
    return this.run(async () => {
      const [row] = await all(this.eventPool, 'SELECT * FROM events WHERE id = $1 AND account_id = $2', [id, accountId]);
      return row && toEvent(row);
    });
  }

  listEventDeliveries(eventId: string): Promise<WebhookDeliveryRecord[]> {
    return this.run(async () => (await all(this.eventPool, 'SELECT * FROM webhook_deliveries WHERE event_id = $1 ORDER BY created_at, id', [eventId])).map(toDelivery));
  }

  pruneEvents(before: string): Promise<number> {
    return this.run(async () => (await this.eventPool.query('DELETE FROM events WHERE created_at < $1', [before])).rowCount ?? 0);
  }

  getEndpoint(accountId: string, id: string): Promise<WebhookEndpointRecord | undefined> {
    return this.run(async () => {
      const [row] = await all(this.eventPool, 'SELECT * FROM webhook_endpoints WHERE id = $1 AND account_id = $2', [id, accountId]);
      return row && toEndpoint(row);
    });
  }

  listEndpoints(accountId: string, query: ListQuery): Promise<Page<WebhookEndpointRecord>> {
    const statement = pageStatement('SELECT * FROM webhook_endpoints WHERE account_id = $1', [accountId], query);
    return this.run(async () => toPage(await all(this.eventPool, statement.text, statement.values), query, toEndpoint));
  }

  resendEvent(eventId: string, endpointId: string, accountId: string, at: string): Promise<void> {
    return this.run(async () => {
      await this.eventPool.query(`INSERT INTO webhook_deliveries (id, account_id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
        VALUES ($1, $2, $3, $4, 'pending', 0, $5, $5)
        ON CONFLICT (event_id, endpoint_id) DO UPDATE SET status = 'pending', next_attempt_at = EXCLUDED.next_attempt_at, claimed_until = NULL`,
      [newId('whd'), accountId, eventId, endpointId, at]);
    });
  }

  claimDueDeliveries(at: string, limit: number, lease: DeliveryLease): Promise<ClaimedDelivery[]> {
    // One statement: rows another worker is claiming right now are skipped, not waited for;
    // rows it has claimed carry its lease and fail the filter until the lease runs out.
    return this.run(async () => (await all(this.eventPool, `WITH claimed AS (
        UPDATE webhook_deliveries SET claimed_by = $1, claimed_until = $2
        WHERE id IN (SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
          WHERE d.status = 'pending' AND d.next_attempt_at <= $3 AND NOT w.disabled
            AND (d.claimed_until IS NULL OR d.claimed_until <= $3 OR d.claimed_by = $1)
          ORDER BY d.next_attempt_at, d.id LIMIT $4 FOR UPDATE OF d SKIP LOCKED)
        RETURNING *)
      SELECT ${claimedColumns} FROM claimed d JOIN events e ON e.id = d.event_id JOIN webhook_endpoints w ON w.id = d.endpoint_id
      ORDER BY d.next_attempt_at, d.id`, [lease.owner, lease.until, at, limit])).map(toClaimed));
  }

  recordWebhookAttempt(id: string, a: WebhookAttempt): Promise<void> {
    return this.run(() => inTransaction(this.eventPool, async (client) => {
      const [row] = await all(client, `UPDATE webhook_deliveries SET attempts = attempts + 1, status = $2, last_status_code = $3, last_error = $4, last_response = $7,
        next_attempt_at = $5, delivered_at = coalesce($6::timestamptz, delivered_at), claimed_until = NULL WHERE id = $1 RETURNING endpoint_id`,
      [id, a.status, a.statusCode, a.error, a.status === 'pending' ? a.nextAttemptAt : null, a.status === 'delivered' ? a.at : null, a.response]);
      if (row && a.status === 'failed' && a.disableEndpoint) {
        await client.query('UPDATE webhook_endpoints SET disabled = true WHERE id = $1', [row.endpoint_id]);
      }
    }));
  }

  countPendingDeliveries(): Promise<number> {
    return this.run(async () => (await all(this.eventPool, `SELECT count(*)::int AS n FROM webhook_deliveries d
      JOIN webhook_endpoints w ON w.id = d.endpoint_id WHERE d.status = 'pending' AND NOT w.disabled`))[0]!.n as number);
  }
}
