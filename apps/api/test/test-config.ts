import { loadConfig } from '../src/config';

/** The settings of a test app (and of the run's seeded template): `env` adds to them. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    // Tests place many orders from one customer; the cap's own tests set it.
    ORDER_MAX_PENDING: '100000',
    LOG_LEVEL: 'silent',
    ...env,
  });
}
