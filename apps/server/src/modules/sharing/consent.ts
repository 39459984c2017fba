import { sharingErrors, translate } from '@credence/shared';
import { AppError } from '../../lib/app-error';

// What the clinician consents to when sharing (001 §4-§5, decision 043): which fields may be left out, and the
// signature that seals it. Pure; sharing.service.ts (and the OpenID4VP share) read and store.

interface OfferedCredential {
  id: string;
  fields: readonly { name: string; disclosure: string }[];
}

/**
 * The 400 details of what may not be left out: only optional fields of the checklist's own credentials may be.
 * Every problem is named (one detail per credential unknown, one per field not optional).
 */
export function omitProblems(credentials: readonly OfferedCredential[], omit: Record<string, string[]>) {
  const byId = new Map(credentials.map((credential) => [credential.id, credential]));
  const details: { path: string; message: string }[] = [];
  for (const [credentialId, fields] of Object.entries(omit)) {
    const credential = byId.get(credentialId);
    if (!credential) {
      details.push({ path: `omit.${credentialId}`, message: 'request.invalid' });
      continue;
    }
    for (const field of fields)
      if (!credential.fields.some((f) => f.name === field && f.disclosure === 'optional'))
        details.push({ path: `omit.${credentialId}`, message: 'request.invalid' });
  }
  return details;
}

const squashName = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ');
const letters = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * 001 §5: the signature is the full name, and that exact spelling is used for future signatures. The first
 * signature (`adopted` null) must name the account's first and last name (letters compared, a middle name
 * allowed between); after that, the adopted spelling exactly. Answers the squashed name and whether to adopt it.
 */
export function signatureOf(
  typed: string,
  adopted: string | null,
  user: { first_name: string | null; last_name: string | null } | undefined,
) {
  const name = squashName(typed);
  const mismatch = (expected: string) =>
    new AppError(
      400,
      sharingErrors.signatureMismatch,
      translate('share.signature-mismatch', { name: expected }),
      [{ path: 'signature.full_name', message: sharingErrors.signatureMismatch }],
    );
  if (adopted !== null) {
    if (name !== adopted) throw mismatch(adopted);
    return { name, adopt: false };
  }
  const first = letters(user?.first_name ?? '');
  const last = letters(user?.last_name ?? '');
  const words = name.split(' ').map(letters);
  const ok = words.length >= 2 && (!first || words[0] === first) && (!last || words.at(-1) === last);
  if (!ok) throw mismatch(`${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim());
  return { name, adopt: true };
}
