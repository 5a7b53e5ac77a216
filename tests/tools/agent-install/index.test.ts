// Pins the public names of tools/agent-install/index.ts, so that a change to them is deliberate.
import * as agentInstall from '../../../tools/agent-install/index.js';

test('exposes the public api of agent-install', () => {
  expect(Object.keys(agentInstall).sort()).toEqual([
    'AGENTS',
    'BEGIN',
    'BrokenMarkersError',
    'CURSOR_FRONT_MATTER',
    'END',
    'MCP_AGENTS',
    'SERVER_NAME',
    'agentFiles',
    'agentInstall',
    'escapeLine',
    'installBlock',
    'loadRules',
    'mcpFiles',
    'parseAgents',
    'removeBlock',
    'renderBlock',
    'renderRules',
    'serverEntry',
  ]);
});
