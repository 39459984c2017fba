import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocumentsTestApp,
  pdfBytes,
  type DocumentsTestApp,
} from '../../modules/documents/documents-test-support';
import { ObjectNotFound } from './object-storage';
import { s3Storage } from './s3-storage';
import { newStorageKey } from './storage-key';

// The S3 backend against a local S3-compatible server (s3rver, started here in-process: nothing to install
// beyond `npm ci`). The same calls go to AWS S3, MinIO or any S3-compatible store in production.

const BUCKET = 'credence-documents-test';
let server: S3rver;
let endpoint: string;
const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 'credence-s3-')),
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(() => server.close());

const storageOf = () =>
  s3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

describe('S3 storage', () => {
  beforeAll(async () => {
    await storageOf().client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  });

  it('puts, tells, reads and deletes an object', async () => {
    const storage = storageOf();
    const key = newStorageKey('documents');
    const bytes = Buffer.alloc(6 * 1024 * 1024 + 17, 0x61); // more than one 5 MiB part
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(await storage.exists(key)).toBe(true);
    expect((await text(await storage.get(key))).equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFound);
  });

  it('leaves no object when the stream fails half-way', async () => {
    const storage = storageOf();
    const key = newStorageKey('documents');
    const failing = new Readable({ read() {} });
    failing.push(Buffer.alloc(1024, 1));
    setTimeout(() => failing.destroy(new Error('cut off')), 50);
    await expect(storage.put(key, failing)).rejects.toThrow('cut off');
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses a key that is not one of ours', async () => {
    await expect(storageOf().get('../etc/passwd')).rejects.toThrow('Not a storage key');
  });
});

describe('documents on S3, through the app', () => {
  let t: DocumentsTestApp;
  beforeAll(async () => {
    t = await createDocumentsTestApp({
      DOCUMENT_S3_BUCKET: BUCKET,
      DOCUMENT_S3_ENDPOINT: endpoint,
      DOCUMENT_S3_FORCE_PATH_STYLE: 'true',
      DOCUMENT_S3_ACCESS_KEY_ID: 'S3RVER',
      DOCUMENT_S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(() => t.close());

  it('round-trips a document: ciphertext in the bucket under a random key, plaintext to the owner', async () => {
    const { session } = await t.clinician();
    const secret = pdfBytes('S3-PLAINTEXT-MARKER');
    const uploaded = await t.upload(session, { name: 'policy.pdf', bytes: secret });
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json().data[0] as { id: string };
    const row = await t.database.db
      .selectFrom('documents')
      .select('storage_key')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    const client = storageOf().client;
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'documents/' }));
    expect(listed.Contents?.map((object) => object.Key)).toContain(row.storage_key);
    expect(row.storage_key).not.toContain('policy');
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: row.storage_key }));
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(stored.length).toBe(secret.length);
    expect(stored.includes(Buffer.from('S3-PLAINTEXT-MARKER'))).toBe(false);
    expect(t.storedFiles()).toEqual([]);

    const link = await t.app.inject({
      method: 'GET',
      url: `/api/document/${document.id}`,
      headers: session.headers(),
    });
    const file = await t.app.inject({ method: 'GET', url: link.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(secret)).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/${document.id}`,
      headers: session.headers(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storageOf().exists(row.storage_key)).toBe(false);
  });
});
