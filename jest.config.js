// Jest runs the TypeScript sources as ESM through SWC; `npm run lint` does the type check.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  coverageDirectory: 'coverage-report',
  testMatch: ['**/*.test.ts'],
  // A safeguard, not a speed goal: a test that starts servers or renders PDFs may wait on a
  // busy two-core machine far longer than the default five seconds.
  testTimeout: 30_000,
  extensionsToTreatAsEsm: ['.ts'],
  // Tests import the client's sources by its package name, as the rest of the repository does.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@folio/client$': '<rootDir>/client/index.ts' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
};
