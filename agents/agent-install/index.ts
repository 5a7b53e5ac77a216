// The public face of agent-install: the command's work, its rules source, the block format,
// and the MCP configuration files it writes folio's server entry into.
export { agentInstall } from './agent-install.js';
export type { AgentInstallOptions, AgentInstallResult, FileOutcome, FileStatus, Mode } from './agent-install.js';
export { AGENTS, CURSOR_FRONT_MATTER, agentFiles, parseAgents } from './agent-files.js';
export type { Agent, AgentFile } from './agent-files.js';
export { installBlock, removeBlock } from './block-edits.js';
export { BEGIN, BrokenMarkersError, END, escapeLine, renderBlock } from './markers.js';
export { loadRules, renderRules } from './rules-source.js';
export { MCP_AGENTS, SERVER_NAME, folioLauncher, mcpFiles, serverEntry } from './mcp-config.js';
export type { Launcher, McpFile } from './mcp-config.js';
export type { Rules, RulesOptions } from './rules-source.js';
