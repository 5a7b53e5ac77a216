// Pins the public names of tools/agent-install/index.ts, so that a change to them is deliberate.
import * as agentInstall from '../../../tools/agent-install/index.js';

test('exposes the public api of agent-install', () => {
  expect(Object.keys(agentInstall).sort()).toEqual([
    'AGENTS',
    'BEGIN',
    'BrokenMarkersError',
    'CURSOR_FRONT_MATTER',
    'END',
    'agentFiles',
    'agentInstall',
    'escapeLine',
    'installBlock',
    'loadRules',
    'parseAgents',
    'removeBlock',
    'renderBlock',
    'renderRules',
  ]);
});
