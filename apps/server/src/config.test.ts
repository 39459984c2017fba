import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on port 3000 with embedded PGlite when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\.data$/);
    expect(config.PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(config.SEED_DEMO).toBe(true);
  });

  it('reads port, database URL and flags', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@db/x', SEED_DEMO: 'false' });
    expect(config).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://u@db/x', SEED_DEMO: false });
    expect(config.PUBLIC_ORIGIN).toBe('http://localhost:8080');
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT:');
      expect((error as Error).message).toContain('LOG_LEVEL:');
    }
  });

  it('never echoes the value of a bad DATABASE_URL, which may hold a password', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('DATABASE_URL');
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});
