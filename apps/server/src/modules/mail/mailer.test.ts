import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server-test/helpers/test-database';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { latestOutboxMessages } from './mail.repository';
import { createMailer } from './mailer';

describe('the development outbox', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps each message in the outbox table and as a readable file in DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'credence-outbox-'));
    const mailer = createMailer({ config: loadConfig({ DATA_DIR: dataDir }), db: database.db });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'ada@example.com', subject: 'Confirm', body: 'Open https://x.test/a' });

    const [row] = await latestOutboxMessages(database.db, 1);
    expect(row).toMatchObject({ to_address: 'ada@example.com', subject: 'Confirm' });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const text = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(text).toContain('To: ada@example.com');
    expect(text).toContain('https://x.test/a');
  });
});
