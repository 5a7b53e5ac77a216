// Pins the public names of sitegen/index.ts, so that a change to them is deliberate.
import * as sitegen from '../../sitegen/index.js';

test('exposes the public api of the site generator', () => {
  expect(Object.keys(sitegen).sort()).toEqual([
    'ContentError',
    'ContentErrors',
    'DEFAULT_BASE_URL',
    'MAX_NESTING',
    'MAX_PAGE_BYTES',
    'OPERATION_ID',
    'PACKAGE_PATH',
    'SLUG',
    'buildFiles',
    'buildSite',
    'createPreviewApp',
    'digestOf',
    'operationDigest',
    'parseCompact',
    'resolveInside',
    'writeCompact',
  ]);
});
