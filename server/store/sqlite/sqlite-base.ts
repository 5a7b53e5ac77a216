// The base of the SQLite store: the database connection, its statement cache, error mapping,
// keyset pagination and write transactions (committed in groups: group-commit.ts), and the part
// of the store that holds events, webhook endpoints and webhook deliveries (D30 to D32). The
// SQLite store (sqlite.ts) extends it, and writes an event and its deliveries with writeEvent.
import type Database from 'better-sqlite3';
import { newId } from '../../ids.js';
import { groupCommit, type GroupWrite } from './group-commit.js';
import { claimedColumns, subscribes, toClaimed, toDelivery, toEndpoint, toEvent } from '../event-rows.js';
import type {
  ClaimedDelivery, DeliveryLease, EventListQuery, EventRecord, EventStore,
  WebhookAttempt, WebhookDeliveryRecord, WebhookEndpointRecord,
} from '../event-store.js';
import type { Row } from '../rows.js';
import { mapSqliteError } from './sqlite-errors.js';
import type { ListQuery, Page } from '../listing.js';

export class SqliteStoreBase implements EventStore {
  /** Prepared statements by SQL text: preparing costs more than running a simple query. */
  private readonly statements = new Map<string, Database.Statement>();
  /** Runs a write transaction (IMMEDIATE, committed with the others of this turn: group-commit.ts). */
  protected readonly write: GroupWrite;

  constructor(protected readonly database: Database.Database) {
    this.write = groupCommit(database, mapSqliteError);
  }

  protected readonly prepare = (text: string): Database.Statement => {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.database.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  };

  /** Runs synchronous work as the Store's promise, with SQLite's errors turned into API errors. */
  protected run<T>(work: () => T): Promise<T> {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(mapSqliteError(error));
    }
  }

  /** Keyset pagination: rows strictly after the position, newest first, one extra to learn has_more. */
  protected page<T>(select: string, params: unknown[], query: ListQuery, map: (row: Row) => T): Page<T> {
    const where = query.after ? ' AND (created_at, id) < (?, ?)' : '';
    const args = query.after ? [...params, query.after.createdAt, query.after.id] : params;
    const rows = this.prepare(`${select}${where} ORDER BY created_at DESC, id DESC LIMIT ?`).all(...args, query.limit + 1) as Row[];
    return { items: rows.slice(0, query.limit).map(map), hasMore: rows.length > query.limit };
  }

  listEvents(accountId: string, query: EventListQuery): Promise<Page<EventRecord>> {
    let select = 'SELECT * FROM events WHERE account_id = ?';
    const params: unknown[] = [accountId];
    if (query.type) { select += ' AND type = ?'; params.push(query.type); }
    if (query.objectId) { select += ' AND object_id = ?'; params.push(query.objectId); }
    return this.run(() => this.page(select, params, query, toEvent));
  }

  getEvent(accountId: string, id: string): Promise<EventRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('SELECT * FROM events WHERE id = ? AND account_id = ?').get(id, accountId) as Row | undefined;
      return row && toEvent(row);
    });
  }

  listEventDeliveries(eventId: string): Promise<WebhookDeliveryRecord[]> {
    return this.run(() => (this.prepare('SELECT * FROM webhook_deliveries WHERE event_id = ? ORDER BY created_at, id').all(eventId) as Row[]).map(toDelivery));
  }

  pruneEvents(before: string): Promise<number> {
    return this.run(() => this.prepare('DELETE FROM events WHERE created_at < ?').run(before).changes);
  }

  getEndpoint(accountId: string, id: string): Promise<WebhookEndpointRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('SELECT * FROM webhook_endpoints WHERE id = ? AND account_id = ?').get(id, accountId) as Row | undefined;
      return row && toEndpoint(row);
    });
  }

  listEndpoints(accountId: string, query: ListQuery): Promise<Page<WebhookEndpointRecord>> {
    return this.run(() => this.page('SELECT * FROM webhook_endpoints WHERE account_id = ?', [accountId], query, toEndpoint));
  }

  resendEvent(eventId: string, endpointId: string, accountId: string, at: string): Promise<void> {
    return this.run(() => {
      this.prepare(`INSERT INTO webhook_deliveries (id, account_id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
        VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)
        ON CONFLICT (event_id, endpoint_id) DO UPDATE SET status = 'pending', next_attempt_at = excluded.next_attempt_at, claimed_until = NULL`)
        .run(newId('whd'), accountId, eventId, endpointId, at, at);
    });
  }

  claimDueDeliveries(at: string, limit: number, lease: DeliveryLease): Promise<ClaimedDelivery[]> {
    // One immediate transaction: a second process waits for the write lock, then sees the claims.
    return this.write(() => {
      const ids = (this.prepare(`SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
        WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND w.disabled = 0
          AND (d.claimed_until IS NULL OR d.claimed_until <= ? OR d.claimed_by = ?)
        ORDER BY d.next_attempt_at, d.id LIMIT ?`).all(at, at, lease.owner, limit) as { id: string }[]).map((r) => r.id);
      const update = this.prepare('UPDATE webhook_deliveries SET claimed_by = ?, claimed_until = ? WHERE id = ?');
      for (const id of ids) update.run(lease.owner, lease.until, id);
      const select = this.prepare(`SELECT ${claimedColumns} FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
        JOIN webhook_endpoints w ON w.id = d.endpoint_id WHERE d.id = ?`);
      return ids.map((id) => toClaimed(select.get(id) as Row));
    });
  }

  recordWebhookAttempt(id: string, a: WebhookAttempt): Promise<void> {
    return this.write(() => {
      this.prepare(`UPDATE webhook_deliveries SET attempts = attempts + 1, status = ?, last_status_code = ?, last_error = ?, last_response = ?,
        next_attempt_at = ?, delivered_at = coalesce(?, delivered_at), claimed_until = NULL WHERE id = ?`)
        .run(a.status, a.statusCode, a.error, a.response, a.status === 'pending' ? a.nextAttemptAt : null, a.status === 'delivered' ? a.at : null, id);
      if (a.status === 'failed' && a.disableEndpoint) {
        this.prepare('UPDATE webhook_endpoints SET disabled = 1 WHERE id = (SELECT endpoint_id FROM webhook_deliveries WHERE id = ?)').run(id);
      }
    });
  }

  countPendingDeliveries(): Promise<number> {
    return this.run(() => (this.prepare(`SELECT count(*) AS n FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
      WHERE d.status = 'pending' AND w.disabled = 0`).get() as { n: number }).n);
  }
}
