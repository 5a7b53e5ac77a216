// The key's account (D35): its name, environment, invoice prefix and seller profile, read-only.
// Nothing here writes: the profile is set by the operator (folio accounts update --seller).
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { accountView } from '../views.js';

export function accountRoutes({ store, config }: AppDeps): Router {
  const router = Router();

  router.get('/account', async (_req, res) => {
    const account = await store.getAccount(res.locals.accountId);
    res.json(accountView(account!, config.environment));
  });

  return router;
}
