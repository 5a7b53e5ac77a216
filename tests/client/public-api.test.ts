// The client module's public face, pinned: the runtime names, and every name (types
// included) that client/index.ts exports, read with the TypeScript compiler.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as client from '@folio/client';

test('client/index.ts exposes exactly the public runtime names', () => {
  expect(Object.keys(client).sort()).toEqual([
    'WebhookVerificationError',
    'clientVersion',
    'createInvoicingClient',
    'isTransportFailure',
    'serverUrls',
    'transportFailureHeader',
    'verifyWebhook',
  ]);
});

test('client/index.ts exports exactly the public names, types included', () => {
  const index = fileURLToPath(new URL('../../client/index.ts', import.meta.url));
  const program = ts.createProgram([index], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  const names = checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name).sort();
  expect(names).toEqual([
    'AutoPager',
    'ClientErrorType',
    'Customer',
    'Environment',
    'ErrorBody',
    'ErrorType',
    'FetchLike',
    'Invoice',
    'InvoiceStatus',
    'InvoicingClient',
    'InvoicingClientOptions',
    'ListFilters',
    'ListItem',
    'ListPath',
    'TransportErrorBody',
    'TransportFailure',
    'TransportFailureReason',
    'VerifyWebhookOptions',
    'WebhookEvent',
    'WebhookEventType',
    'WebhookHeaders',
    'WebhookVerificationError',
    'WebhookVerificationReason',
    'clientVersion',
    'components',
    'createInvoicingClient',
    'isTransportFailure',
    'paths',
    'serverUrls',
    'transportFailureHeader',
    'verifyWebhook',
  ]);
}, 30_000);
