// Pins the public names of tools/mcp/index.ts, so that a change to them is deliberate.
import * as mcp from '../../../tools/mcp/index.js';

test('exposes the public api of folio mcp', () => {
  expect(Object.keys(mcp).sort()).toEqual([
    'BODY',
    'CONTRACT_JSON',
    'CONTRACT_YAML',
    'DOCS_TOOLS',
    'LIVE_KEY_PREFIX',
    'apiTools',
    'callApi',
    'callDocsTool',
    'createMcpServer',
    'keyRefusal',
    'loadContract',
    'readPage',
    'serveStdio',
    'toolError',
    'toolInput',
  ]);
});
