import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsTestApp, pdfBytes, type DocumentsTestApp } from './documents-test-support';

// A cut-off upload (the connection drops while the file is still arriving) keeps nothing: no row in
// `documents` (not even one left 'uploading') and no object, whole or partial, in the storage (issue 15,
// decision 038: "anything failing on the way ... removes both the object and the row").

const BOUNDARY = 'document-cut-off-boundary';

describe('POST /api/document: a connection dropped mid-stream', () => {
  let t: DocumentsTestApp;
  let port: number;
  beforeAll(async () => {
    t = await createDocumentsTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const rows = (userId: string) =>
    t.database.db.selectFrom('documents').select(['id', 'status']).where('user_id', '=', userId).execute();
  const auditActions = () =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'outcome'])
      .where('action', '=', 'documents.upload')
      .execute();

  /** Sends the fields and `fileBytes` of a PDF without ever ending the body, then drops the connection. */
  async function sendAndDrop(headers: Record<string, string>, fileBytes: number): Promise<void> {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nmalpractice\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="agree_terms"\r\n\r\ntrue\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/document',
      // Chunked, so the server cannot know the body is short until the connection goes.
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    let answered = false;
    request.on('response', () => {
      answered = true;
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(pdfBytes());
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    for (let sent = 0; sent < fileBytes; sent += chunk.length) {
      request.write(chunk);
      await sleep(5);
    }
    // Let the server start storing what came, then cut the connection with the file half sent.
    await sleep(300);
    expect(answered).toBe(false);
    request.destroy();
  }

  it('leaves no document row and no stored file, whole or partial', async () => {
    const { user, session } = await t.clinician();
    const filesBefore = t.storedFiles().length;
    await sendAndDrop(session.headers(), 3_000_000);
    // The server notices the dropped connection and drops what it stored: wait for it, up to 5 s.
    for (let waited = 0; waited < 5_000; waited += 100) {
      if ((await rows(user.id)).length === 0 && t.storedFiles().length === filesBefore) break;
      await sleep(100);
    }
    expect(await rows(user.id)).toEqual([]);
    expect(t.storedFiles()).toHaveLength(filesBefore);
    expect(t.storedFiles().some((stored) => stored.file.endsWith('.partial'))).toBe(false);
    // The failed upload is audited (not as a success).
    expect((await auditActions()).some((row) => row.outcome !== 'success')).toBe(true);
  }, 30_000);

  it('a row is seen as uploading while the bytes arrive, so the check above is not vacuous', async () => {
    const { user, session } = await t.clinician();
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nmalpractice\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="agree_terms"\r\n\r\ntrue\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/document',
      headers: { ...session.headers(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(pdfBytes());
    request.write(Buffer.alloc(512 * 1024, 0x20));
    let seen: { status: string }[] = [];
    for (let waited = 0; waited < 5_000 && seen.length === 0; waited += 50) {
      await sleep(50);
      seen = await rows(user.id);
    }
    expect(seen.map((row) => row.status)).toEqual(['uploading']);
    request.destroy();
    for (let waited = 0; waited < 5_000 && (await rows(user.id)).length > 0; waited += 100) await sleep(100);
    expect(await rows(user.id)).toEqual([]);
  }, 30_000);
});
