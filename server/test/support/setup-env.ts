/* Every test process: quiet logs, test mode, and the engine this jest project runs on. */
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
const engine = (globalThis as { TEST_ENGINE?: string }).TEST_ENGINE ?? 'pglite';
process.env.TEST_ENGINE = engine;
