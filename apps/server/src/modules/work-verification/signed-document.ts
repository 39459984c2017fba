import { translate, WORK_VERIFICATION_QUESTIONS, type WordingKey } from '@credence/shared';
import { newSignedPdf, savePdf } from '../../lib/signed-pdf';
import type { SignatureRecord, SignedContent } from './signed-record';

// The signed record as a PDF with its signature block and audit trail (decision 039; the writer is shared
// with consent forms in lib/signed-pdf.ts).

const yesNo = (value: boolean | null) =>
  value === null ? '-' : translate(value ? 'work-verification.answer.yes' : 'work-verification.answer.no');

/** The PDF of a signed work verification. */
export async function signedDocument(
  content: SignedContent,
  signature: SignatureRecord,
): Promise<Uint8Array> {
  const at = new Date(content.signed_at);
  const { doc, writer: w } = await newSignedPdf({
    title: translate('work-verification.pdf.title'),
    subject: content.signature_request_id,
    at,
  });
  const { record } = content;
  const label = (key: string) => translate(`work-verification.field.${key}` as WordingKey);

  w.text(translate('work-verification.pdf.title'), { bold: true, size: 18 });
  w.field('Signature request', content.signature_request_id);
  w.heading(translate('work-verification.pdf.record'));
  for (const key of [
    'first_name',
    'last_name',
    'date_of_birth',
    'institution',
    'department',
    'role',
    'start_date',
    'end_date',
  ] as const)
    w.field(label(key), record[key]);
  for (const { key } of WORK_VERIFICATION_QUESTIONS) {
    w.field(label(key), yesNo(record[key]));
    if (record[`${key}_details`])
      w.field(translate('work-verification.field.details'), record[`${key}_details`]);
  }
  for (const key of ['verifier_name', 'verifier_title', 'carrier'] as const) w.field(label(key), record[key]);
  w.field(label('send_confirmation'), yesNo(record.send_confirmation));

  w.heading(translate('work-verification.pdf.signature'));
  w.text(translate('work-verification.sign.attest'));
  w.text(content.intent);
  w.field('Signer', `${signature.signer.name}, ${signature.signer.title}`);
  w.field('Consent version', signature.consent_version);
  w.field('Signed at (UTC)', signature.signed_at);
  w.field('Address', signature.ip ?? '-');
  w.field(translate('work-verification.pdf.hash'), signature.record_sha256);

  w.heading(translate('work-verification.pdf.audit'));
  for (const event of signature.events)
    w.field(
      translate(`work-verification.pdf.event.${event.event}` as WordingKey),
      `${event.at}${event.ip ? ` (${event.ip})` : ''}`,
    );
  return savePdf(doc);
}
