import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import type { ObjectStorage } from '../../lib/storage';
import { multipart, type FormPart } from '../resume-parser/resume-test-files';

// Files of each kind as their first bytes make them, and the upload call as a browser's FormData sends it.

/** A small but real PDF. */
export const pdfBytes = (text = 'Certificate of insurance 12345') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
export const pngBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
export const jpegBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
/** A zip whose first entry is [Content_Types].xml, followed by word/document.xml: how Word starts a .docx. */
export function docxBytes(): Buffer {
  const entry = (name: string, body: string) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(body.length, 22);
    return Buffer.concat([header, Buffer.from(name), Buffer.from(body)]);
  };
  return Buffer.concat([
    entry('[Content_Types].xml', '<Types/>'),
    entry('word/document.xml', '<w:document/>'),
  ]);
}
/** A .doc: an OLE2 compound file. */
export const docBytes = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);

export interface Upload {
  name?: string;
  type?: string;
  agree?: string | null;
  bytes?: Buffer;
}

/** The multipart parts of an upload: fields first, as the web sends them, then the file. */
export function uploadParts({
  name = 'policy.pdf',
  type = 'malpractice',
  agree = 'true',
  bytes = pdfBytes(),
}: Upload = {}): FormPart[] {
  return [
    { name: 'document_type', content: type },
    ...(agree === null ? [] : [{ name: 'agree_terms', content: agree }]),
    { name: 'file', filename: name, contentType: 'application/octet-stream', content: bytes },
  ];
}

export interface DocumentsTestApp extends TestApp {
  clock: TestClock;
  clinician(): Promise<{ user: TestUser; session: TestSession }>;
  upload(session: TestSession, upload?: Upload): Promise<LightMyRequestResponse>;
  /** Every file under the local document folder, with its bytes. */
  storedFiles(): { file: string; bytes: Buffer }[];
}

function filesUnder(root: string): string[] {
  let found: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return [];
  }
  for (const entry of entries) {
    const full = path.join(root, entry);
    found = statSync(full).isDirectory() ? [...found, ...filesUnder(full)] : [...found, full];
  }
  return found;
}

export async function createDocumentsTestApp(
  overrides: Record<string, string> = {},
  storage?: ObjectStorage,
): Promise<DocumentsTestApp> {
  const clock = testClock();
  const t = await createTestApp(overrides, { deps: { clock, ...(storage ? { storage } : {}) } });
  return {
    ...t,
    clock,
    clinician: async () => {
      const user = await createUser(t.database.db);
      return { user, session: await signIn(t.app, user) };
    },
    upload: (session, upload) => {
      const { payload, contentType } = multipart(uploadParts(upload));
      return t.app.inject({
        method: 'POST',
        url: '/api/document',
        headers: { ...session.headers(), 'content-type': contentType },
        payload,
      });
    },
    storedFiles: () =>
      filesUnder(path.join(t.config.DATA_DIR, 'documents')).map((file) => ({
        file,
        bytes: readFileSync(file),
      })),
  };
}
