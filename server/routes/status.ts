// GET /status (D15): liveness without a key; `degraded` when the database does not answer,
// refuses writes (write-probe.ts), or the backlog of the e-mail outbox or of webhook
// deliveries is over its limit.
import type { Request, Response } from 'express';
import type { components } from '../../generated/invoicing.js';
import type { AppDeps } from '../app-deps.js';
import { defaultWebhookSettings } from '../webhooks/settings.js';
import { writeProbe } from './write-probe.js';

type Status = components['schemas']['Status'];

export function statusRoute({ store, clock, config }: AppDeps) {
  const takesWrites = writeProbe(store, clock);
  return async (_req: Request, res: Response): Promise<void> => {
    let status: Status['status'] = 'ok';
    try {
      await store.ping();
      if (!(await takesWrites()) || (await store.countPendingOutbox()) > config.outboxBacklogLimit) status = 'degraded';
      if ((await store.countPendingDeliveries()) > (config.webhookBacklogLimit ?? defaultWebhookSettings.backlogLimit)) status = 'degraded';
    } catch {
      status = 'degraded';
    }
    const body: Status = { status, version: config.version };
    if (config.region) body.region = config.region;
    res.json(body);
  };
}
