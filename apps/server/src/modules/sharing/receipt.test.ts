import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShareItem } from '../../db/schema';
import { receiptOf } from './receipt';
import type { ShareRow } from './sharing.repository';

// The consent receipt of a share (issue 17, decision 043) from a stored row, without a database: what the
// clinician agreed to, with whom, what went and what was left out, and a hash binding the presentations.

const license: ShareItem = {
  credential_id: 'cred-1',
  schema_name: 'rn_license',
  name: 'Wisconsin RN license',
  presentation: 'eyJ.license~d1~kb',
  disclosed: ['license_number', 'expiration_date'],
  omitted: ['initial_date'],
  pending_identity: false,
};
const pending: ShareItem = {
  credential_id: 'cred-2',
  schema_name: 'dea',
  name: 'DEA registration',
  presentation: null,
  disclosed: [],
  omitted: ['state'],
  pending_identity: true,
};

const row = (more: Partial<ShareRow> = {}): ShareRow => ({
  id: 'share-1',
  user_id: 'user-1',
  subscription_id: 'sub-1',
  subscriber_group_id: 'group-1',
  audience: 'https://credence.example/organizations/harbor',
  nonce: 'nonce-1',
  purpose: 'Credentialing and privileging',
  retention_days: 1095,
  items: [license, pending],
  attestations: ['accurate', 'authorize'],
  signature_name: 'Nadia Okafor',
  signed_at: new Date('2026-11-25T12:00:01Z'),
  verified_at: new Date('2026-11-25T12:00:02Z'),
  status: 'active',
  ended_at: null,
  created_at: new Date('2026-11-25T12:00:03Z'),
  group_name: 'Harbor Health',
  group_logo: 'https://harbor.example/logo.png',
  ...more,
});

describe('receiptOf', () => {
  it('records what the clinician agreed to, with whom, and what went and what was left out', () => {
    const sha = createHash('sha256').update('eyJ.license~d1~kb\n').digest('base64url');
    expect(receiptOf(row(), 'Nadia Okafor')).toStrictEqual({
      receipt_id: 'urn:credence:share-receipt:share-1',
      share_id: 'share-1',
      issued_at: '2026-11-25T12:00:03.000Z',
      clinician: { name: 'Nadia Okafor' },
      organization: { name: 'Harbor Health', logo: 'https://harbor.example/logo.png' },
      purpose: 'Credentialing and privileging',
      retention_days: 1095,
      shared_at: '2026-11-25T12:00:03.000Z',
      status: 'active',
      ended_at: null,
      attestations: [
        {
          id: 'accurate',
          text: 'I attest that the information I am sharing is accurate and complete to the best of my knowledge.',
        },
        {
          id: 'authorize',
          text: 'I authorize Harbor Health to verify this information with its primary sources for credentialing and privileging.',
        },
      ],
      signature: { full_name: 'Nadia Okafor', signed_at: '2026-11-25T12:00:01.000Z' },
      credentials: [
        {
          credential_id: 'cred-1',
          schema_name: 'rn_license',
          name: 'Wisconsin RN license',
          disclosed: ['license_number', 'expiration_date'],
          omitted: ['initial_date'],
          pending_identity: false,
        },
        {
          credential_id: 'cred-2',
          schema_name: 'dea',
          name: 'DEA registration',
          disclosed: [],
          omitted: ['state'],
          pending_identity: true,
        },
      ],
      binding: { audience: 'https://credence.example/organizations/harbor', nonce: 'nonce-1' },
      presentations_sha256: sha,
    });
  });

  it('shows when access ended, and never the presentations themselves', () => {
    const receipt = receiptOf(
      row({ status: 'ended', ended_at: new Date('2026-12-01T08:00:00Z') }),
      'Nadia Okafor',
    );
    expect(receipt).toMatchObject({ status: 'ended', ended_at: '2026-12-01T08:00:00.000Z' });
    expect(JSON.stringify(receipt)).not.toContain('eyJ.license');
  });

  it('hashes the presentations in order, one a line (a pending one as an empty line)', () => {
    const hashOf = (items: ShareItem[]) => receiptOf(row({ items }), 'N').presentations_sha256;
    const sha = (text: string) => createHash('sha256').update(text).digest('base64url');
    expect(hashOf([license, { ...license, presentation: 'second' }])).toBe(sha('eyJ.license~d1~kb\nsecond'));
    expect(hashOf([pending, license])).toBe(sha('\neyJ.license~d1~kb'));
    expect(hashOf([])).toBe(sha(''));
  });
});
