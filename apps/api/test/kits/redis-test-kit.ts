import { inject } from 'vitest';

/** The Redis of the tests that need one, as on this project's machines and in CI: a database a file. */
export const redisUrl = (db: number) => `redis://127.0.0.1:6379/${db}`;

/** Whether the tests that need Redis run: redisForTests (redis-probe.ts), asked once a run. */
export const withRedis = () => inject('redis');
