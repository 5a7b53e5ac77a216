// An esbuild plugin for the `folio mcp` bundle (scripts/build/bundle-cli.ts): the MCP SDK's
// server imports its Ajv provider, which loads Ajv and its formats as the bundle starts, for
// checking what a client answers to elicitation, which folio never asks for (agents/mcp/server.ts
// makes the validator at its first use). In the bundle, the provider's class loads the SDK's own
// provider, and Ajv with it, from node_modules when it is first made (R213).
import type { Plugin } from 'esbuild';

/** The SDK's Ajv provider, which its server and its `validation/ajv` entry import. */
const AJV_PROVIDER = /@modelcontextprotocol[\\/]sdk[\\/]dist[\\/]esm[\\/]validation[\\/]ajv-provider\.js$/;

/** What the bundle holds instead: the same class name, made by the SDK's provider loaded then. */
const PROVIDER_AT_FIRST_USE = `import { createRequire } from 'node:module';
export class AjvJsonSchemaValidator {
  constructor(ajv) {
    const { AjvJsonSchemaValidator: Provider } = createRequire(__filename)('@modelcontextprotocol/sdk/validation/ajv');
    return new Provider(ajv);
  }
}
`;

/** Replaces the SDK's Ajv provider with one that loads it when a validator is first made. */
export const sdkAjvAtFirstUse: Plugin = {
  name: 'sdk-ajv-at-first-use',
  setup(builder) {
    builder.onLoad({ filter: AJV_PROVIDER }, () => ({ contents: PROVIDER_AT_FIRST_USE, loader: 'js' }));
  },
};
