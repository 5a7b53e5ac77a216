// Runs before each file of jest's `postgres` project (jest.config.js): the service under test
// opens PostgreSQL instead of SQLite (tests/helpers/service.ts reads this at import).
process.env.FOLIO_TEST_ENGINE = 'postgres';
