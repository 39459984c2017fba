import { describe, expect, it } from 'vitest';
import {
  applyAddressSuggestion,
  onCurrentChange,
  onDontKnowReference,
  onNoCoverage,
  onPolicyDocumentUpload,
  onReferenceFullNameChange,
  splitReferenceFullName,
} from './work-history-behaviour';

const position = {
  institution: 'Mercy Clinic',
  end_date: '03/2024',
  isCurrent: false,
  reference_full_name: 'Mary Ann Smith',
  reference_first_name: 'Mary',
  reference_last_name: 'Ann Smith',
  reference_email: 'mary@example.com',
  reference_phone_number: '+15551234567',
  reference_info: false,
  hasCoverage: true as boolean | null,
  bypass_policies: true,
  policies: [{ id: 'p1', document: null as { id: string } | null }],
  address_line1: '1 Old Rd',
  address_line2: 'Suite 9',
  address_city: 'Old Town',
  address_state: 'CA',
  address_zip: '90001',
  address_country: 'US',
  phone: '5550000000',
};

describe('work form behaviour (001 §4)', () => {
  it('ticking current clears the end date; unticking keeps what is there', () => {
    expect(onCurrentChange(position, true)).toEqual({ ...position, isCurrent: true, end_date: '' });
    expect(onCurrentChange(position, false)).toEqual(position);
  });

  it("'don't know' clears the reference's name, email and phone, and can be undone", () => {
    const unknown = onDontKnowReference(position);
    expect(unknown).toEqual({
      ...position,
      reference_info: true,
      reference_full_name: '',
      reference_first_name: '',
      reference_last_name: '',
      reference_email: '',
      reference_phone_number: '',
    });
    expect(onDontKnowReference(unknown, false)).toEqual({ ...unknown, reference_info: false });
  });

  it('choosing no coverage drops the policies', () => {
    expect(onNoCoverage(position)).toEqual({ ...position, hasCoverage: false, policies: [] });
  });

  it('uploading a policy document turns the bypass off, replacing the policy with the same id', () => {
    const uploaded = { id: 'p1', document: { id: 'doc-1' } };
    expect(onPolicyDocumentUpload(position, uploaded)).toEqual({
      ...position,
      bypass_policies: false,
      policies: [uploaded],
    });
    const another = { id: 'p2', document: { id: 'doc-2' } };
    expect(onPolicyDocumentUpload(position, another).policies).toEqual([...position.policies, another]);
    const none: { policies: { id?: string; document: { id: string } }[] | null } = { policies: null };
    expect(onPolicyDocumentUpload(none, { document: { id: 'd' } }).policies).toEqual([
      { document: { id: 'd' } },
    ]);
  });

  it.each([
    ['Mary Ann Smith', { first: 'Mary', last: 'Ann Smith' }],
    ['Smith', { first: 'Smith', last: '' }],
    ['  Jo   Lee ', { first: 'Jo', last: 'Lee' }],
    ['', { first: '', last: '' }],
  ])('splits the reference name %j at the first space', (fullName, expected) => {
    expect(splitReferenceFullName(fullName)).toEqual(expected);
  });

  it('typing the full name fills first and last name', () => {
    expect(onReferenceFullNameChange(position, 'Ada Lovelace')).toMatchObject({
      reference_full_name: 'Ada Lovelace',
      reference_first_name: 'Ada',
      reference_last_name: 'Lovelace',
    });
  });

  it('an address suggestion replaces the address and fills the phone as digits', () => {
    const picked = applyAddressSuggestion(position, {
      street: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
      phone: '(512) 555-0100',
    });
    expect(picked).toEqual({
      ...position,
      address_line1: '500 Congress Ave',
      address_line2: '',
      address_city: 'Austin',
      address_state: 'TX',
      address_zip: '78701',
      address_country: 'US',
      phone: '5125550100',
    });
  });

  it('a suggestion without a phone keeps the one typed', () => {
    expect(applyAddressSuggestion(position, { street: '1 A St', line2: 'Floor 2' })).toMatchObject({
      address_line2: 'Floor 2',
      phone: '5550000000',
    });
  });
});
