// The public face of folio mcp: the MCP server over the manual, the digests and the
// invoicing API, the tools it makes from the contract, and the contract it reads.
export { apiTools } from './api-tools.js';
export type { ApiTool } from './api-tools.js';
export { callApi, keyRefusal, LIVE_KEY_PREFIX, toolError } from './api-call.js';
export type { ApiTarget, ErrorType } from './api-call.js';
export { CONTRACT_YAML, loadContract } from './contract.js';
export { callDocsTool, DOCS_TOOLS, readPage } from './docs-tools.js';
export type { DocsContext, OpenDocs } from './docs-tools.js';
export { BODY, toolInput } from './input-schema.js';
export { INVALID_REQUEST, MESSAGE_LIMIT_BYTES, MessageLimit, oversizeAnswer, requestId } from './message-limit.js';
export type { Oversize } from './message-limit.js';
export type { InputPlace, ToolInput } from './input-schema.js';
export { createMcpServer, serveStdio } from './server.js';
export { readSavedToolList, SAVED_TOOLS_FILE, savedToolList, toolEntries } from './tool-list.js';
export type { SavedToolList } from './tool-list.js';
export type { McpOptions } from './server.js';
