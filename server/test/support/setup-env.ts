/*
 * Every test process: quiet logs, test mode, and the engine this jest project runs on; and the
 * metadata polyfill first, as the app's entry points load it, since a test may load a decorated
 * class (an entity, a GraphQL type) before anything else.
 */
import 'reflect-metadata';

process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
const engine = (globalThis as { TEST_ENGINE?: string }).TEST_ENGINE ?? 'pglite';
process.env.TEST_ENGINE = engine;
