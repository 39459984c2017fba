import { RESUME_PREFILL_YEARS } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import { findResumePositions } from './position-finder';
import { find, job, NOW, summary } from './position-finder-test-support';

describe('findResumePositions: what it leaves out', () => {
  it(`keeps only posts that overlap the most recent ${RESUME_PREFILL_YEARS} years`, () => {
    const text = [
      'Staff Physician, Mercy Hospital 2014 - 2015', // ended before June 2016: dropped
      'Hospitalist, Lakeview Hospital 06/2012 - 06/2016', // its last month is the first month counted
      'Medical Director, Springfield Clinic 2001-2005',
      'Attending Physician, General Hospital 2010 - Present',
      'Chief Medical Officer, Future Health 2022 - Present', // not started yet
    ].join('\n');
    expect(summary(find(text))).toEqual([
      { role: 'Hospitalist', institution: 'Lakeview Hospital', start_date: '06/2012', end_date: '06/2016' },
      { role: 'Attending Physician', institution: 'General Hospital', start_date: '01/2010', end_date: '' },
    ]);
    // Five years on, only the current post is left.
    expect(summary(find(text, new Date('2026-06-15T12:00:00Z')))).toEqual([
      { role: 'Attending Physician', institution: 'General Hospital', start_date: '01/2010', end_date: '' },
      { role: 'Chief Medical Officer', institution: 'Future Health', start_date: '01/2022', end_date: '' },
    ]);
  });

  it('leaves out degrees, licences, certifications and memberships, in any section', () => {
    const text = [
      'EDUCATION AND TRAINING',
      'M.D., Harvard Medical School, Boston, MA, 2012-2016',
      'Residency in Pediatrics, Boston Children’s Hospital, Boston, MA, 2016-2019',
      'LICENSES AND CERTIFICATIONS',
      'Illinois Medical License 2019 - 2027',
      'WORK HISTORY',
      'Board Certified, Internal Medicine, 2019-2029',
      'Member, American College of Physicians, 2017 - Present',
      'Master of Public Health, Boston University, 2016 - 2018',
      'Staff Physician, Mercy Hospital, 2019 - Present',
    ].join('\n');
    expect(summary(find(text))).toEqual([
      { role: '', institution: 'Boston Children’s Hospital', start_date: '01/2016', end_date: '12/2019' },
      { role: 'Staff Physician', institution: 'Mercy Hospital', start_date: '01/2019', end_date: '' },
    ]);
  });

  it('does not read a line of its own as a heading just because it is short', () => {
    const text = ['Community Hospital', 'Staff Nurse', '2018 - 2020'].join('\n');
    expect(summary(find(text))).toEqual([
      { role: 'Staff Nurse', institution: 'Community Hospital', start_date: '01/2018', end_date: '12/2020' },
    ]);
  });

  it('prefers a missing field to a guess', () => {
    // No title word, no employer word: nothing to prefill, even with dates.
    expect(find('Springfield things 2018 - 2020')).toEqual([]);
    // A title with two unknown parts beside it: the employer stays blank.
    expect(find('Hospitalist, Blue Ridge, Night Team, 2018 - 2020')).toEqual([
      job({ id: 'id-1', role: 'Hospitalist', start_date: '01/2018', end_date: '12/2020' }),
    ]);
    // A credential after a name is not a state.
    expect(find('Staff Physician, MD, Mercy Hospital 2018 - 2020')[0]).toMatchObject({
      address_state: '',
      address_city: '',
    });
  });

  it('finds nothing without dates, with backward ranges, or in empty text', () => {
    expect(find('Staff Physician, Mercy Hospital, Springfield, IL\nHospitalist, Lakeview Hospital')).toEqual(
      [],
    );
    expect(find('Staff Physician, Mercy Hospital 2019 - 2017')).toEqual([]);
    expect(find('Phone (217) 555-2019, zip 62701-2019')).toEqual([]);
    expect(find('')).toEqual([]);
  });

  it('lists a post written twice only once and gives every post its own id', () => {
    const line = 'Staff Physician, Mercy Hospital, 2019 - Present';
    expect(find(`${line}\n${line}`)).toHaveLength(1);
    const positions = findResumePositions(
      'Staff Physician, Mercy Hospital, 2019 - Present\nHospitalist, Lakeview Hospital, 2017 - 2019',
      { now: NOW },
    );
    expect(positions.map((position) => position.id)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(positions[0]!.id).not.toBe(positions[1]!.id);
  });
});
