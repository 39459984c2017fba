import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MIME_TYPE_OF_KIND } from '@credence/shared';
import { DEMO } from '../../db/seed';
import { newStorageKey } from '../../lib/storage';
import { sealFile } from '../../lib/storage/sealed-file';
import { documentBinding } from './bindings';
import * as repository from './documents.repository';
import { storePrivilegingForm, type DocumentsDeps } from './documents.service';

// The demo clinician's documents (decision 038): a malpractice face sheet and the BLS card that answers
// Riverside Health's "Upload your Basic Life Support (BLS) card" task, so /documents shows one document in
// use; and Riverside Health's privileging form. The files need the storage and the data key, which the
// database seed does not have, so the app runs this at start (server.ts) after seedDemo. Idempotent.

/** A one-page PDF that shows `lines`, as a word processor would write it. */
export function demoPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line) => `(${line.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)')}) Tj T*`)
    .join('\n');
  const stream = `BT /F1 12 Tf 16 TL 56 760 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function storeDocument(
  deps: DocumentsDeps,
  userId: string,
  { type, name, bytes, at }: { type: string; name: string; bytes: Buffer; at: Date },
): Promise<string> {
  const id = randomUUID();
  const storageKey = newStorageKey('documents');
  const seal = sealFile(deps.dataKeys, documentBinding({ user_id: userId, id }));
  await repository.insertUploading(deps.db, {
    id,
    user_id: userId,
    document_type: type,
    name,
    content_type: MIME_TYPE_OF_KIND.pdf,
    storage_key: storageKey,
    ...seal.record,
    created_at: at,
  });
  await deps.storage.put(storageKey, Readable.from([bytes]).pipe(seal.cipher));
  await repository.markStored(deps.db, id, { size: bytes.length, authTag: seal.tag(), at });
  return id;
}

/** Answers whether it stored anything (false when the demo clinician is missing or already has documents). */
export async function seedDemoDocuments(deps: DocumentsDeps): Promise<boolean> {
  const clinician = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO.clinicianEmail)
    .executeTakeFirst();
  if (!clinician) return false;
  if ((await repository.namesOf(deps.db, clinician.id)).length > 0) return false;
  const now = deps.clock().getTime();
  const day = 86_400_000;
  await storeDocument(deps, clinician.id, {
    type: 'malpractice',
    name: 'CoastalMutualFaceSheet.pdf',
    at: new Date(now - 20 * day),
    bytes: demoPdf([
      'Coastal Mutual Insurance Company - Certificate of insurance',
      'Insured: Jordan Rivera, MD',
      'Policy number: CM-2291-0457   Claims made',
      'Per occurrence: $1,000,000   Aggregate: $3,000,000',
      'Effective 2025-07-01   Expires 2026-07-01',
    ]),
  });
  const blsCard = await storeDocument(deps, clinician.id, {
    type: 'life_support',
    name: 'BLSCard.pdf',
    at: new Date(now - 6 * day),
    bytes: demoPdf([
      'American Heart Association - BLS Provider',
      'Jordan Rivera',
      'eCard code 215603485721   Expires 2027-03-31',
    ]),
  });
  const task = await deps.db
    .selectFrom('clinician_tasks')
    .innerJoin(
      'subscriber_group_tasks',
      'subscriber_group_tasks.id',
      'clinician_tasks.subscriber_group_task_id',
    )
    .select([
      'clinician_tasks.id',
      'subscriber_group_tasks.name',
      'subscriber_group_tasks.subscriber_group_id',
    ])
    .where('clinician_tasks.user_id', '=', clinician.id)
    .where('subscriber_group_tasks.type', '=', 'document')
    .executeTakeFirst();
  if (task) {
    await repository.addUse(deps.db, {
      document_id: blsCard,
      user_id: clinician.id,
      use_kind: 'task',
      use_id: String(task.id),
      label: task.name,
    });
    const hasForm = await deps.db
      .selectFrom('privileging_forms')
      .select('id')
      .where('subscriber_group_id', '=', task.subscriber_group_id)
      .executeTakeFirst();
    if (!hasForm)
      await storePrivilegingForm(deps, {
        subscriberGroupId: task.subscriber_group_id,
        name: 'HospitalistPrivilegingForm.pdf',
        bytes: demoPdf([
          'Riverside Health - Delineation of privileges: Hospital Medicine',
          'Core privileges requested: admit, evaluate, diagnose and treat adult patients',
          'Applicant signature: ____________________   Date: __________',
        ]),
      });
  }
  return true;
}
