import { describe, expect, it } from 'vitest';
import {
  isMaskedRegistrationNumber,
  maskDateOfBirth,
  maskLicenseList,
  maskRegistrationNumber,
} from './sensitive-masks';

describe('maskDateOfBirth', () => {
  it.each([
    ['1984-02-29', '1984-**-**'],
    ['1990-12-01', '1990-**-**'],
    ['not a date', '****-**-**'],
    ['1984-02-30', '****-**-**'],
    ['', ''],
  ])('%j -> %j', (value, masked) => {
    expect(maskDateOfBirth(value)).toBe(masked);
  });
});

describe('maskRegistrationNumber', () => {
  it.each([
    ['AB1234563', '*****4563'],
    ['FN 1234569', '*****4569'],
    ['12345', '*2345'],
    ['1234', '****'],
    ['', ''],
  ])('%j -> %j', (value, masked) => {
    expect(maskRegistrationNumber(value)).toBe(masked);
    if (value) expect(isMaskedRegistrationNumber(masked)).toBe(true);
  });

  it('a clear number is not taken for a masked one', () => {
    expect(isMaskedRegistrationNumber('AB1234563')).toBe(false);
    expect(isMaskedRegistrationNumber('*****45634')).toBe(false);
  });
});

describe('maskLicenseList', () => {
  it('masks DEA and CDS numbers only', () => {
    const list = [
      { record_type: 'dea', license_number: 'AB1234563', state: 'MA' },
      { record_type: 'cds', license_number: 'CDS-778812', state: 'MA' },
      { record_type: 'state_license', license_number: '123456', state: 'MA' },
    ];
    expect(maskLicenseList(list)).toEqual([
      { record_type: 'dea', license_number: '*****4563', state: 'MA' },
      { record_type: 'cds', license_number: '******8812', state: 'MA' },
      { record_type: 'state_license', license_number: '123456', state: 'MA' },
    ]);
    expect(maskLicenseList(null)).toBeNull();
  });
});
