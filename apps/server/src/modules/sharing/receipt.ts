import { createHash } from 'node:crypto';
import { translate, type ShareReceipt, type WordingKey } from '@credence/shared';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import type { ShareItem } from '../../db/schema';
import type { ShareRow } from './sharing.repository';

// The consent receipt of a share (issue 17; decision 043): what the clinician agreed to, with whom, what went
// and what was left out, as JSON and as a PDF (pdf-lib, as the signed records of decision 039). The PDF's dates
// are the share's, so one share always gives the same bytes.

export function receiptOf(row: ShareRow, clinicianName: string): ShareReceipt {
  const items = row.items as ShareItem[];
  const presentations = items.map((item) => item.presentation ?? '').join('\n');
  return {
    receipt_id: `urn:credence:share-receipt:${row.id}`,
    share_id: row.id,
    issued_at: new Date(row.created_at).toISOString(),
    clinician: { name: clinicianName },
    organization: { name: row.group_name, logo: row.group_logo },
    purpose: row.purpose,
    retention_days: row.retention_days,
    shared_at: new Date(row.created_at).toISOString(),
    status: row.status,
    ended_at: row.ended_at ? new Date(row.ended_at).toISOString() : null,
    attestations: (row.attestations as string[]).map((id) => ({
      id,
      text: translate(`share.attestation.${id}` as WordingKey, { organization: row.group_name }),
    })),
    signature: { full_name: row.signature_name, signed_at: new Date(row.signed_at).toISOString() },
    credentials: items.map((item) => ({
      credential_id: item.credential_id,
      schema_name: item.schema_name,
      name: item.name,
      disclosed: item.disclosed,
      omitted: item.omitted,
      pending_identity: item.pending_identity,
    })),
    binding: { audience: row.audience, nonce: row.nonce },
    presentations_sha256: createHash('sha256').update(presentations).digest('base64url'),
  };
}

/** Text Helvetica can draw (WinAnsi), anything else '?'. */
function printable(font: PDFFont, text: string) {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

export async function receiptPdf(receipt: ShareReceipt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const at = new Date(receipt.shared_at);
  doc.setTitle(`Consent receipt ${receipt.share_id}`);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  doc.setProducer('Credence');
  doc.setCreator('Credence');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 54;
  const width = 612 - 2 * margin;
  let page = doc.addPage([612, 792]);
  let y = 792 - margin;
  const line = (text: string, { size = 10, strong = false } = {}) => {
    const f = strong ? bold : font;
    const words = printable(f, text).split(' ');
    let current = '';
    const flush = () => {
      if (y < margin + size) {
        page = doc.addPage([612, 792]);
        y = 792 - margin;
      }
      page.drawText(current, { x: margin, y, size, font: f });
      y -= size + 4;
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (current && f.widthOfTextAtSize(next, size) > width) {
        flush();
        current = word;
      } else current = next;
    }
    flush();
  };
  line('Consent receipt', { size: 16, strong: true });
  line(`Receipt ${receipt.receipt_id}`);
  y -= 6;
  line(`${receipt.clinician.name} shared with ${receipt.organization.name} on ${receipt.shared_at}.`);
  line(`Purpose: ${receipt.purpose}`);
  line(`${receipt.organization.name} keeps this information for ${receipt.retention_days} days.`);
  if (receipt.ended_at) line(`Access ended on ${receipt.ended_at}.`);
  y -= 6;
  line('What was shared', { size: 12, strong: true });
  for (const credential of receipt.credentials) {
    line(credential.name, { strong: true });
    line(
      credential.pending_identity
        ? 'Shared once identity is verified.'
        : `Fields disclosed: ${credential.disclosed.join(', ') || 'none'}`,
    );
    if (credential.omitted.length) line(`Left out: ${credential.omitted.join(', ')}`);
  }
  y -= 6;
  line('Attestation', { size: 12, strong: true });
  for (const attestation of receipt.attestations) line(`Yes: ${attestation.text}`);
  y -= 6;
  line('Electronic signature', { size: 12, strong: true });
  line(`${receipt.signature.full_name}, signed ${receipt.signature.signed_at}`);
  y -= 6;
  line('Binding', { size: 12, strong: true });
  line(`Audience: ${receipt.binding.audience}`);
  line(`Nonce: ${receipt.binding.nonce}`);
  line(`SHA-256 of the presentations: ${receipt.presentations_sha256}`);
  return doc.save({ useObjectStreams: false });
}
