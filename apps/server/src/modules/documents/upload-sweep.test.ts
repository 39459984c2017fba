import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStorageKey } from '../../lib/storage';
import { localStorage as localFolder } from '../../lib/storage/local-storage';
import { createDocumentsTestApp, type DocumentsTestApp } from './documents-test-support';
import * as repository from './documents.repository';
import { ABANDONED_UPLOAD_AFTER_MS, startUploadSweep, sweepAbandonedUploads } from './upload-sweep';

// Decision 063: rows left 'uploading' by a killed process, older than ABANDONED_UPLOAD_AFTER_MS (one hour),
// go with their objects and partial files; a row exactly one hour old, a younger one (an upload in progress,
// maybe on another instance) and a stored one stay; an upload that finishes after its row was swept keeps
// nothing.

let t: DocumentsTestApp;
let root: string;
beforeAll(async () => {
  t = await createDocumentsTestApp();
  root = path.join(t.config.DATA_DIR, 'documents');
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

/** An 'uploading' row created `ageMs` before the test clock's now, with a partial file as a killed put leaves. */
async function uploadingRow(userId: string, ageMs: number) {
  const id = randomUUID();
  const storageKey = newStorageKey('documents');
  await repository.insertUploading(t.database.db, {
    id,
    user_id: userId,
    document_type: 'other',
    name: `file${id.slice(0, 8)}.pdf`,
    content_type: 'application/pdf',
    storage_key: storageKey,
    key_id: 'k',
    wrapped_key: 'w',
    iv: 'i',
    created_at: new Date(t.clock().getTime() - ageMs),
  });
  const partial = path.join(root, `${storageKey}.0123456789ab.partial`);
  mkdirSync(path.dirname(partial), { recursive: true });
  writeFileSync(partial, 'half of a file');
  return { id, partial };
}

const rowOf = (id: string) =>
  t.database.db.selectFrom('documents').select(['id', 'status']).where('id', '=', id).executeTakeFirst();

describe('the abandoned-upload sweep', () => {
  it('the bound is one hour', () => {
    expect(ABANDONED_UPLOAD_AFTER_MS).toBe(HOUR);
  });

  it('removes rows strictly older than one hour with their partial files; exactly one hour stays', async () => {
    const { user } = await t.clinician();
    const deps = { db: t.database.db, clock: t.clock, storage: localFolder(root) };
    const old = await uploadingRow(user.id, HOUR + 1);
    const edge = await uploadingRow(user.id, HOUR);
    const young = await uploadingRow(user.id, 5 * 60 * 1000);
    const stored = await uploadingRow(user.id, 3 * HOUR);
    expect(
      await repository.markStored(t.database.db, stored.id, { size: 1, authTag: 'tag', at: t.clock() }),
    ).toBe(true);

    expect(await sweepAbandonedUploads(deps)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(old.id)).toBeUndefined();
    expect(existsSync(old.partial)).toBe(false);
    expect(await rowOf(edge.id)).toMatchObject({ status: 'uploading' });
    expect(existsSync(edge.partial)).toBe(true);
    expect(await rowOf(young.id)).toMatchObject({ status: 'uploading' });
    expect(await rowOf(stored.id)).toMatchObject({ status: 'stored' });

    // One millisecond later the edge row is past the bound.
    t.clock.advance(1);
    await sweepAbandonedUploads(deps);
    expect(await rowOf(edge.id)).toBeUndefined();
    expect(existsSync(edge.partial)).toBe(false);
    expect(await rowOf(young.id)).toMatchObject({ status: 'uploading' });

    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'documents.sweep')
      .where('user_id', '=', user.id)
      .execute();
    expect(audits.map((row) => row.target_id).sort()).toEqual([old.id, edge.id].sort());
  });

  it('an upload that finishes after its row was swept is not marked stored', async () => {
    const { user } = await t.clinician();
    const slow = await uploadingRow(user.id, 2 * HOUR);
    await sweepAbandonedUploads({ db: t.database.db, clock: t.clock, storage: localFolder(root) });
    expect(
      await repository.markStored(t.database.db, slow.id, { size: 1, authTag: 'tag', at: t.clock() }),
    ).toBe(false);
    expect(await rowOf(slow.id)).toBeUndefined();
  });

  it('runs at start, then on its schedule', async () => {
    const { user } = await t.clinician();
    const old = await uploadingRow(user.id, 2 * HOUR);
    const stop = startUploadSweep(
      { db: t.database.db, clock: t.clock, storage: localFolder(root) },
      60 * 60 * 1000,
    );
    await stop();
    expect(await rowOf(old.id)).toBeUndefined();
  });
});
