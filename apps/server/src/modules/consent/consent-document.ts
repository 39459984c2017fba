import { translate } from '@credence/shared';
import { newSignedPdf, savePdf } from '../../lib/signed-pdf';

// A signed consent form as a PDF with its signature block and audit trail (decision 047, on the writer that
// work verifications use: lib/signed-pdf.ts). credentials.md §6: the typed full name, the attestation box,
// the record's SHA-256, time, address, user agent and the events.

/** What a consent signature signs; its canonical JSON's SHA-256 is the record hash. */
export interface ConsentSignedContent {
  kind: 'consent_form';
  consent_form_id: string;
  document_key: string;
  form_name: string;
  form_version?: number;
  form_body?: string;
  subscriber_group_name: string;
  signer: { user_id: string; name: string };
  intent: string;
  attestation: string;
  signed_at: string;
}

export interface ConsentSignatureRecord {
  signer: { user_id: string; name: string };
  intent: string;
  record_sha256: string;
  signed_at: string;
  ip: string | null;
  user_agent: string | null;
  events: { event: 'opened' | 'confirmed' | 'signed'; at: string; ip?: string | null }[];
  document_sha256?: string;
}

export async function consentDocument(
  content: ConsentSignedContent,
  signature: ConsentSignatureRecord,
): Promise<Uint8Array> {
  const { doc, writer: w } = await newSignedPdf({
    title: translate('consent.pdf.title'),
    subject: content.document_key,
    at: new Date(content.signed_at),
  });
  w.text(translate('consent.pdf.title'), { bold: true, size: 18 });
  w.field('Consent form', content.form_name);
  w.field('Organization', content.subscriber_group_name);
  w.field('Document', content.document_key);
  if (content.form_body !== undefined) {
    w.field('Version', String(content.form_version));
    w.heading('Text signed');
    for (const paragraph of content.form_body.split(/\r?\n/)) if (paragraph.trim()) w.text(paragraph);
  }
  w.heading('Electronic signature');
  w.text(content.attestation);
  w.text(content.intent);
  w.field('Signature (typed full name)', signature.signer.name);
  w.field('Signed at (UTC)', signature.signed_at);
  w.field('Address', signature.ip ?? '-');
  w.field('User agent', signature.user_agent ?? '-');
  w.field('Record SHA-256', signature.record_sha256);
  w.heading('Audit trail');
  for (const event of signature.events)
    w.field(event.event, `${event.at}${event.ip ? ` (${event.ip})` : ''}`);
  return savePdf(doc);
}
