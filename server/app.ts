// The invoicing service as an Express app, validated at runtime against its own contract.
// Order: request id and log line; in the sandbox beside a reference site, CORS for the site's
// origin (production never sends it); what is refused before any body is read (a declared length
// over the limit, a trailing slash, a header sent twice); OPTIONS on a known path (D19), and a
// method that a keyless path does not serve (D48); bearer auth and rate limit (all but the
// contract's public routes); JSON body, within its read timeout; contract validation (HEAD as
// GET, D19); no body where an operation takes none; routes; unknown routes; and last the
// error handler that writes every Error body. The fixed checks run as three router layers
// (series.ts): the edge, the part under /v2, and the body with its validation, since every
// layer costs each request; every JSON answer is written at once (json-response.ts, R123).
import express, { type Express } from 'express';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from './app-deps.js';
import { authenticate } from './auth/authenticate.js';
import { allowedMethods, answerOptions, contractDocument, contractValidator, headAsGet, publicPaths, publicRoutes, refuseUnservedOnPublicPaths } from './http/contract/index.js';
import { ApiError, errorHandler } from './http/errors/index.js';
import { writeJsonAtOnce } from './http/json-response.js';
import {
  allowOrigins, rateLimit, readJsonBody, refuseDeclaredTooLarge, refuseTrailingSlash, refuseUnexpectedBody, requireSingleHeaders, requireWellFormedStrings,
} from './http/guards/index.js';
import { requestContext } from './http/request-context.js';
import { series } from './http/series.js';
import { packageRoot } from './package-root.js';
import { createPdfLinks } from './documents/pdf-links.js';
import { pdfRoutes } from './routes/pdf.js';
import { eInvoiceRoutes } from './routes/e-invoices.js';
import { customerRoutes } from './routes/customers.js';
import { eventRoutes } from './routes/events.js';
import { webhookEndpointRoutes } from './routes/webhook-endpoints.js';
import { invoiceRoutes } from './routes/invoices.js';
import { creditNoteRoutes } from './routes/credit-notes.js';
import { paymentRoutes } from './routes/payments.js';
import { statusRoute } from './routes/status.js';
import { accountRoutes } from './routes/account.js';

/** The contract the service validates against. */
export const contractPath = fileURLToPath(new URL('openapi/invoicing.yaml', packageRoot()));

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  writeJsonAtOnce(app);

  const origins = deps.config.environment === 'sandbox' ? deps.config.corsOrigins ?? [] : [];
  app.use(series(
    requestContext(deps.logger),
    ...(origins.length > 0 ? [allowOrigins(origins)] : []),
    refuseDeclaredTooLarge, refuseTrailingSlash, requireSingleHeaders,
  ));
  const guard = series(authenticate(deps.store, deps.clock), rateLimit(deps.config.rateLimit, deps.clock));
  const isPublic = publicRoutes(contractPath);
  const allowed = allowedMethods(contractPath);
  app.use('/v2', series(
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    answerOptions(allowed),
    refuseUnservedOnPublicPaths(allowed, publicPaths(contractPath)),
    (req, res, next) => (isPublic(req.method, req.path) ? next() : guard(req, res, next)),
  ));
  app.use(series(
    readJsonBody(deps.bodyReadTimeoutMs),
    requireWellFormedStrings,
    headAsGet(series(...contractValidator(contractPath, deps.config.validateResponses), refuseUnexpectedBody)),
  ));
  app.get('/v2/status', statusRoute(deps));
  const links = createPdfLinks({ secret: deps.config.secret, publicUrl: deps.config.publicUrl, clock: deps.clock });
  app.use('/v2', invoiceRoutes(deps, links), creditNoteRoutes(deps, links), paymentRoutes(deps, links), pdfRoutes(deps, links), eInvoiceRoutes(deps),
    customerRoutes(deps), eventRoutes(deps, links), webhookEndpointRoutes(deps), accountRoutes(deps));
  app.use((req) => {
    throw new ApiError(404, `There is no route ${req.method} ${req.path}.`);
  });
  app.use(errorHandler(deps.logger, contractDocument(contractPath)));
  return app;
}
