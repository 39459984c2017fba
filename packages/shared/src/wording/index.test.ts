import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CREDENTIAL_LIFECYCLE_STATES, VERIFICATION_STATUSES } from '../domain/verification';
import { ENROLLMENT_STEPS } from '../domain/enrollment-steps';
import { MALPRACTICE_METHODS } from '../domain/malpractice';
import { PROFESSIONAL_HISTORY_STEPS } from '../domain/professional-history';
import { SAM_EXCLUSION_STATUSES } from '../domain/exclusions';
import * as fields from '../fields/index';
import * as files from '../files/index';
import { issuesOf } from '../fields/test-support';
import { isWordingKey, placeholdersOf, translate, wording } from './index';

const NOW = new Date('2025-06-15T12:00:00Z');

// Every key a module declares it can report: the values of each exported `…Messages` object.
const declaredKeys = new Set(
  Object.entries({ ...fields, ...files })
    .filter(([name, value]) => name.endsWith('Messages') && typeof value === 'object')
    .flatMap(([, value]) => Object.values(value as Record<string, string>)),
);

// Invalid input for every schema, chosen so that together they produce every declared key.
const probes: [z.ZodType, unknown][] = [
  [fields.requiredString, ''],
  [fields.npiSchema, '1234567890'],
  [fields.deaSchema, 'AB1234564'],
  [fields.ecfmgSchema, '123'],
  [fields.ecardSchema, '123'],
  [fields.ssnSchema, '123'],
  [fields.verificationCodeSchema, '1'],
  [fields.phoneSchema, '1'],
  [fields.postalCodeSchema, '1'],
  [fields.addressLineSchema, 'Main St'],
  [fields.homeAddressLineSchema, 'PO Box 1'],
  [fields.stateCodeSchema, 'ALA'],
  [fields.zip4Schema, '1'],
  [fields.isoDateSchema, 'x'],
  [fields.monthDateSchema, 'x'],
  [fields.usDateSchema, 'x'],
  [fields.usDateSchema, '02/30/2020'],
  [fields.yearSchema, '1'],
  [fields.makeDateSchema({ messages: { format: fields.dateMessages.invalid } }), 'x'],
  [fields.makeDateSchema({ now: NOW }), '1900-01-01'],
  [fields.makeDateSchema({ now: NOW, yearsAhead: 1 }), '2099-01-01'],
  [fields.makeDateOfBirthSchema({ now: NOW }), '2030-01-01'],
  [fields.makeDateOfBirthSchema({ now: NOW }), '2020-01-01'],
  [fields.ssnSchema, '000-00-0000'],
  [fields.makeWorkEndDateSchema({ now: NOW }), '01/2099'],
  [fields.makeGapDatesSchema({ now: NOW }), { start_date: '01/2099', end_date: '01/2098' }],
  [fields.passwordSchema, 'pass'],
  [fields.newPasswordSchema, { password: 'Tr1cky-Otter', confirmation: 'x' }],
  [files.malpracticeUploadSchema, [{ name: 'a.exe', size: 1e9 }]],
];
const reported = probes.flatMap(([schema, value]) => issuesOf(schema, value));

describe('the catalogue', () => {
  it('is a flat object of non-empty sentences', () => {
    for (const [key, text] of Object.entries(wording)) {
      expect(key).toMatch(/^[A-Za-z0-9_.-]+$/);
      expect(typeof text).toBe('string');
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/\{\{|\}\}|\{\s*\}/);
    }
  });

  it('has every key any field or upload rule can report', () => {
    expect(declaredKeys.size).toBeGreaterThan(20);
    for (const key of declaredKeys) expect(isWordingKey(key), key).toBe(true);
  });

  it('the probes reach every declared key, and report nothing undeclared', () => {
    expect(new Set(reported.map((issue) => issue.message))).toEqual(declaredKeys);
  });

  it('gives every placeholder of a reported sentence a value, and no value goes unused', () => {
    for (const { message, params } of reported) {
      const names = Object.keys((params ?? {}) as object).sort();
      expect(placeholdersOf(translate(message as never, {})).sort(), message).toEqual(names);
    }
  });

  it('names every status and step the domain knows', () => {
    const keys = [
      ...VERIFICATION_STATUSES.map((status) => `verification.status.${status}`),
      ...CREDENTIAL_LIFECYCLE_STATES.map((state) => `credential.status.${state}`),
      ...MALPRACTICE_METHODS.map((method) => `malpractice.method.${method}`),
      ...SAM_EXCLUSION_STATUSES.map((status) => `exclusion.sam.status.${status}`),
      ...ENROLLMENT_STEPS.map((step) => `enroll.step.${step.id}`),
      ...PROFESSIONAL_HISTORY_STEPS.map((step) => `professional-history.step.${step}`),
    ];
    for (const key of keys) expect(isWordingKey(key), key).toBe(true);
  });

  it.each([
    ['validation.required', 'This Field is Required'],
    ['validation-date', 'Please enter a valid date in the YYYY-MM-DD format'],
    ['validation-year', 'Please enter a valid four digit year'],
    ['validation-us-date', 'Please enter the date in the MM/DD/YYYY format'],
    ['validation-valid-date', 'Must be a valid date'],
    ['date.within-past', 'Date must be within the past {amount} {time}.'],
    ['date.invalid', 'Invalid Date'],
    ['date.end-after-start', 'End date must be after start date.'],
    ['work.end-after-start', 'End Date must be after Start Date'],
    ['gap.start-not-future', 'Start date must be before or on current date.'],
    ['gap.end-not-future', 'End date must be before or on current date.'],
    ['affiliation.start-within-85-years', 'Start date must be within the last 85 years.'],
    ['affiliation.start-before-end', 'Start date must be before end date.'],
    ['affiliation.reference-required', '*A reference is required to verify your work history here'],
    ['validation.npi-invalid', 'Invalid NPI number'],
    ['validation.phone-invalid', 'Please enter a valid phone number'],
    ['validation.postal-code', 'Must be 5+ characters, 1 number.'],
    ['validation.address-number', 'Address must include a number.'],
    ['validation.state', 'Must be 2 letters (e.g., AL).'],
    ['validation.email-or-phone', 'Must have either phone or email'],
    ['malpractice.explain-prompt', 'Please explain'],
    ['malpractice.coverage-type.employer-provided', 'Employer-Provided'],
    ['malpractice.coverage-type.self-insured', 'Self-Insured'],
    ['education.highest-degree-only-one', 'You may only select one highest practicing degree.'],
    ['education.highest-degree-required', 'You must select a highest practicing degree.'],
    ['ssn.show', 'Show SSN'],
    ['ssn.hide', 'Hide SSN'],
    ['auth.show-password', 'Show Password'],
    ['auth.hide-password', 'Hide Password'],
    ['navigation.unsaved-progress', 'You will lose any unsaved progress. Do you want to continue?'],
    ['auth.not-logged-in', 'Not logged in'],
    ['auth.not-authenticated', 'Session expired: please log in again.'],
    ['auth.logged-out-inactivity', 'You have been logged out due to inactivity.'],
    ['request.not-found', 'Not found'],
    ['request.invalid', 'Bad Request'],
    ['auth.insufficient-permission', 'Insufficient Permission'],
    ['internal-error', 'Internal Server Error - wait and try again'],
    ['error.something-went-wrong', 'Something went wrong. Please try again later.'],
    ['verification.error', 'Verification error.'],
    ['verification-code.wrong', 'We were unable to verify this code. Click here to send a new code.'],
    ['share.link-error.title', 'Error handling share link'],
    ['share.link-error.body', 'The share link you have followed may no longer be valid.'],
    ['upload.invalid-type', 'The file you are trying to upload is not of type: {accepts}.'],
    ['upload.too-large', 'The file you are trying to upload exceeds the maximum file size of {size}{type}.'],
    ['upload.accepted-types', 'Accepted File Types: {accepts}'],
    ['upload.max-size', 'Maximum File Size: {size}{type}'],
    ['upload.uploaded-on', 'Uploaded on {date}'],
    ['upload.add-file', 'Add File'],
    ['upload.remove', 'Remove'],
  ])('holds the spec sentence under %s', (key, text) => {
    expect(isWordingKey(key)).toBe(true);
    expect(wording[key as keyof typeof wording]).toBe(text);
  });

  it('has the keys the spec names without giving their text', () => {
    for (const key of [
      'work.under-10-years',
      'work.liability-requirement',
      'work.liability-error',
      'insurance-coverage.expiration-date',
      'insurance-coverage.retro-date',
      'auth.incorrect-credentials',
      'phone.us-only',
      'npdb.notice',
      'exclusion.odm.excluded',
      'exclusion.sam.excluded',
      'exclusion.ofac.excluded',
    ]) {
      expect(isWordingKey(key), key).toBe(true);
    }
    expect(placeholdersOf(wording['exclusion.odm.excluded'])).toEqual(['state']);
  });
});

describe('translate', () => {
  it('fills placeholders from params', () => {
    expect(translate('date.within-past', { amount: 85, time: 'years' })).toBe(
      'Date must be within the past 85 years.',
    );
    expect(translate('upload.too-large', { size: 30, type: 'MB' })).toBe(
      'The file you are trying to upload exceeds the maximum file size of 30MB.',
    );
    expect(translate('upload.invalid-type', { accepts: '.pdf, .doc, .docx' })).toBe(
      'The file you are trying to upload is not of type: .pdf, .doc, .docx.',
    );
  });

  it('leaves a placeholder without a value as it is, and ignores extra values', () => {
    expect(translate('upload.max-size', { size: 30 })).toBe('Maximum File Size: 30{type}');
    expect(translate('validation.required', { extra: 1 })).toBe('This Field is Required');
  });

  it('reads placeholders in order', () => {
    expect(placeholdersOf('{size}{type} and {size}')).toEqual(['size', 'type', 'size']);
    expect(isWordingKey('no.such-key')).toBe(false);
    expect(isWordingKey('toString')).toBe(false);
  });
});

describe('the catalogue file', () => {
  it('names each key once (JSON keeps the last of two, so a merge could silently change a sentence)', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('./en.json', import.meta.url), 'utf8');
    const keys = [...text.matchAll(/^\s*"([^"]+)":/gm)].map((match) => match[1]);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
    expect(keys.length).toBe(Object.keys(wording).length);
  });
});
