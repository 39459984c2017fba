import { describe, expect, it } from 'vitest';
import { makeProfileValueSchemas } from '../enrollment/profile-values';
import { issuesOf, messagesOf } from '../fields/test-support';
import { licenseRecordSchema } from './licenses';
import { makeOtherCertificationAnswerSchema } from './other-certifications';
import {
  cdsLicenseRecordOf,
  makeCdsRegistrationSchema,
  registrationIssues,
  registrationsFormSchema,
  type RegistrationsFormInput,
} from './registrations';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('life-support card answer: the eCard is 12 characters, no special characters (001 §5, §8)', () => {
  const schema = makeOtherCertificationAnswerSchema({ now: NOW });
  const card = { answer: 'Yes', expiration: '2026-01-31' };

  it('takes 12 digits, refuses 11 and 13', () => {
    expect(issuesOf(schema, { ...card, ecard: '123456789012' })).toEqual([]);
    expect(issuesOf(schema, { ...card, ecard: '12345678901' })).toEqual([
      { message: 'validation.ecard-invalid', path: ['ecard'] },
    ]);
    expect(issuesOf(schema, { ...card, ecard: '1234567890123' })).toEqual([
      { message: 'validation.ecard-invalid', path: ['ecard'] },
    ]);
  });

  it('refuses a special character among 12', () => {
    expect(messagesOf(schema, { ...card, ecard: '12345678901-' })).toEqual(['validation.ecard-invalid']);
    expect(messagesOf(schema, { ...card, ecard: '12345 678901' })).toEqual(['validation.ecard-invalid']);
  });

  it('leaves the eCard optional, and an answer saved without one keeps its shape', () => {
    expect(issuesOf(schema, { ...card, ecard: '' })).toEqual([]);
    expect(schema.parse(card)).not.toHaveProperty('ecard');
  });

  it('is the rule POST /api/self_attested applies to other_certifications|bls', () => {
    const bls = makeProfileValueSchemas({ now: NOW })['other_certifications|bls'];
    expect(messagesOf(bls, { ...card, ecard: '12345678901' })).toEqual(['validation.ecard-invalid']);
    expect(bls.parse({ ...card, ecard: '123456789012' })).toMatchObject({
      answer: 'Yes',
      ecard: '123456789012',
    });
  });
});

describe('CDS registration', () => {
  const schema = makeCdsRegistrationSchema({ now: NOW });
  const cds = {
    license_board: 'ny',
    license_number: ' CDS-1 ',
    issue_date: '2024-01-01',
    expiration_date: '2026-01-01',
  };

  it('takes a full registration, stored as a licenses record of type cds with the board as its state', () => {
    expect(cdsLicenseRecordOf(schema.parse(cds))).toEqual({
      record_type: 'cds',
      state: 'NY',
      license_number: 'CDS-1',
      issue_date: '2024-01-01',
      expiration_date: '2026-01-01',
    });
  });

  it('asks for every field', () => {
    expect(issuesOf(schema, {}).map((issue) => [issue.path[0], issue.message])).toEqual([
      ['license_board', 'validation.required'],
      ['license_number', 'validation.required'],
      ['expiration_date', 'validation.required'],
      ['issue_date', 'validation.required'],
    ]);
  });

  it('takes only a state as the board', () => {
    expect(messagesOf(schema, { ...cds, license_board: 'New York Board' })).toEqual(['validation.state']);
  });

  it('refuses an expiration one day before the issue, takes the same day', () => {
    expect(issuesOf(schema, { ...cds, expiration_date: '2023-12-31' })).toEqual([
      { message: 'date.issue-before-expiration', path: ['issue_date'] },
    ]);
    expect(issuesOf(schema, { ...cds, expiration_date: '2024-01-01' })).toEqual([]);
  });

  it('the stored licenses record applies the same order rule, dates optional', () => {
    const record = { record_type: 'cds', license_number: 'CDS-1', state: 'NY' };
    expect(issuesOf(licenseRecordSchema, record)).toEqual([]);
    expect(licenseRecordSchema.parse(record)).not.toHaveProperty('issue_date');
    const dated = { ...record, issue_date: '2024-01-01' };
    expect(issuesOf(licenseRecordSchema, { ...dated, expiration_date: '2023-12-31' })).toEqual([
      { message: 'date.issue-before-expiration', path: ['issue_date'] },
    ]);
    expect(issuesOf(licenseRecordSchema, { ...dated, expiration_date: '2024-01-01' })).toEqual([]);
  });
});

describe('Medicare and Medicaid', () => {
  const form: RegistrationsFormInput = {
    medicare_participation: true,
    medicare_number: 'ab12345',
    medicaid_participation: false,
    medicaid_number: '',
    medicare_opt_out: false,
  };

  it('needs a number for each program participated in', () => {
    expect(registrationsFormSchema.parse(form)).toMatchObject({ medicare_number: 'AB12345' });
    expect(issuesOf(registrationsFormSchema, { ...form, medicare_number: '' })).toEqual([
      { message: 'validation.required', path: ['medicare_number'] },
    ]);
    expect(issuesOf(registrationsFormSchema, { ...form, medicaid_participation: true })).toEqual([
      { message: 'validation.required', path: ['medicaid_number'] },
    ]);
  });

  it('asks each yes/no', () => {
    expect(messagesOf(registrationsFormSchema, { ...form, medicare_opt_out: null })).toEqual([
      'validation.choose-option',
    ]);
  });

  it('takes a number of 20 characters and refuses 21 or a special character', () => {
    expect(issuesOf(registrationsFormSchema, { ...form, medicare_number: 'A'.repeat(20) })).toEqual([]);
    expect(messagesOf(registrationsFormSchema, { ...form, medicare_number: 'A'.repeat(21) })).toEqual([
      'registrations.number-invalid',
    ]);
    expect(messagesOf(registrationsFormSchema, { ...form, medicare_number: 'AB#1' })).toEqual([
      'registrations.number-invalid',
    ]);
  });

  it('refuses opting out of Medicare while participating in it', () => {
    expect(issuesOf(registrationsFormSchema, { ...form, medicare_opt_out: true })).toEqual([
      { message: 'registrations.opted-out-participating', path: ['medicare_participation'] },
    ]);
    expect(registrationIssues({ 'registrations|medicare_opt_out': true })).toEqual([]);
  });
});
