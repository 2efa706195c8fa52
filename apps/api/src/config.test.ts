import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED: 'demo', HOST: '0.0.0.0', API_DOCS: true });
    expect(parseEnv({ API_DOCS: 'off' }).API_DOCS).toBe(false);
    // Twice the machine's cores, unless set (decision 050).
    expect(env.DATABASE_POOL_SIZE).toBe(2 * availableParallelism());
    expect(parseEnv({ DATABASE_POOL_SIZE: '6' }).DATABASE_POOL_SIZE).toBe(6);
    // Unset means: embedded PGlite, one node, mail to the outbox table.
    expect([env.DATABASE_URL, env.REDIS_URL, env.SMTP_URL, env.JWT_SECRET]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses a bad value with the variable named', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv({ SEED: 'lots' })).toThrow(/SEED/);
    expect(() => parseEnv({ API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
