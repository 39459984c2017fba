import { describe, expect, it } from 'vitest';
import { find, job, training } from './position-finder-test-support';

describe('findResumePositions', () => {
  it('reads a one-line post with its place and a current end', () => {
    expect(find('Staff Physician, Mercy Hospital, Springfield, IL — 06/2019 – Present')).toEqual([
      job({
        id: 'id-1',
        role: 'Staff Physician',
        institution: 'Mercy Hospital',
        address_city: 'Springfield',
        address_state: 'IL',
        address_country: 'US',
        start_date: '06/2019',
        isCurrent: true,
      }),
    ]);
  });

  it.each([
    ['Jan 2017 - May 2019', '01/2017', '05/2019'],
    ['March 2014 to June 2017', '03/2014', '06/2017'],
    ['2015–2018', '01/2015', '12/2018'],
    ['Sept. 2016 through Feb. 2020', '09/2016', '02/2020'],
    ['07/01/2016 - 06/30/2019', '07/2016', '06/2019'],
    ['2018 - Current', '01/2018', ''],
    ['05/2020 to date', '05/2020', ''],
  ])('reads the range "%s" as %s to %s', (range, start, end) => {
    const [position] = find(`Hospitalist, Acme Hospital ${range}`);
    expect(position).toMatchObject({ start_date: start, end_date: end, isCurrent: end === '' });
  });

  it('takes the title and employer from the lines above a date line, and leaves the bullets', () => {
    const text = [
      'PROFESSIONAL EXPERIENCE',
      'Hospitalist',
      "St. Luke's Medical Center, Boise, ID",
      'Jan 2017 - May 2019',
      '• Led the rapid response team.',
      'Medical Director, Springfield Clinic',
      'Springfield, Illinois',
      '06/2019 - Present',
    ].join('\n');
    expect(find(text)).toEqual([
      job({
        id: 'id-1',
        role: 'Hospitalist',
        institution: "St. Luke's Medical Center",
        address_city: 'Boise',
        address_state: 'ID',
        address_country: 'US',
        start_date: '01/2017',
        end_date: '05/2019',
      }),
      job({
        id: 'id-2',
        role: 'Medical Director',
        institution: 'Springfield Clinic',
        address_city: 'Springfield',
        address_state: 'IL',
        address_country: 'US',
        start_date: '06/2019',
        isCurrent: true,
      }),
    ]);
  });

  it('takes the lines below when the dates come first, and a department when one is named', () => {
    const text = [
      '- Handled night admissions.',
      '2015-2018',
      'Attending Physician, Department of Emergency Medicine',
      'General Hospital, Madison, WI',
      '2018 - 2020',
      'Locum Physician, Acme Staffing',
    ].join('\n');
    expect(find(text)).toEqual([
      job({
        id: 'id-1',
        role: 'Attending Physician',
        department: 'Department of Emergency Medicine',
        institution: 'General Hospital',
        address_city: 'Madison',
        address_state: 'WI',
        address_country: 'US',
        start_date: '01/2015',
        end_date: '12/2018',
      }),
      // "Acme Staffing" has no telling word: it is the one part beside a title that nothing else claimed.
      job({
        id: 'id-2',
        role: 'Locum Physician',
        institution: 'Acme Staffing',
        start_date: '01/2018',
        end_date: '12/2020',
      }),
    ]);
  });

  it('takes a place line below the employer, but not one that may belong to the post above', () => {
    const datesFirst = ['06/2019 - Present', 'Hospitalist', 'Mercy Hospital', 'Springfield, IL'].join('\n');
    expect(find(datesFirst)).toEqual([
      job({
        id: 'id-1',
        role: 'Hospitalist',
        institution: 'Mercy Hospital',
        address_city: 'Springfield',
        address_state: 'IL',
        address_country: 'US',
        start_date: '06/2019',
        isCurrent: true,
      }),
    ]);
    const ambiguous = [
      'Mercy Hospital',
      'Staff Physician 2019 - Present',
      'Boise, ID',
      'Lakeview Hospital',
      'Hospitalist 2016 - 2019',
    ].join('\n');
    expect(find(ambiguous).map((position) => position.address_state)).toEqual(['', '']);
  });

  it('reads "Title at Employer" and a specialty beside a title', () => {
    expect(find('Hospitalist at Lakeview Medical Center | Emergency Medicine | 2019 - Present')).toEqual([
      job({
        id: 'id-1',
        role: 'Hospitalist',
        institution: 'Lakeview Medical Center',
        specialty: 'Emergency Medicine',
        start_date: '01/2019',
        isCurrent: true,
      }),
    ]);
  });

  it('makes residency, fellowship and internship posts training with their type and specialty', () => {
    const text = [
      'Residency in Internal Medicine, University of Chicago Medical Center, Chicago, IL, 2016-2019',
      'Cardiology Fellow, Rush University Medical Center, Chicago, IL 07/2019 - 06/2022',
      'Surgical Internship, County Hospital, Dallas, TX, 2015 - 2016',
    ].join('\n');
    expect(find(text)).toEqual([
      training({
        id: 'id-1',
        training_type: 'residency',
        program_name: 'Residency in Internal Medicine',
        specialty: 'Internal Medicine',
        institution: 'University of Chicago Medical Center',
        address_city: 'Chicago',
        address_state: 'IL',
        address_country: 'US',
        start_date: '01/2016',
        end_date: '12/2019',
      }),
      training({
        id: 'id-2',
        training_type: 'fellowship',
        role: 'Cardiology Fellow',
        specialty: 'Cardiology',
        institution: 'Rush University Medical Center',
        address_city: 'Chicago',
        address_state: 'IL',
        address_country: 'US',
        start_date: '07/2019',
        end_date: '06/2022',
      }),
      training({
        id: 'id-3',
        training_type: 'internship',
        program_name: 'Surgical Internship',
        specialty: 'Surgical',
        institution: 'County Hospital',
        address_city: 'Dallas',
        address_state: 'TX',
        address_country: 'US',
        start_date: '01/2015',
        end_date: '12/2016',
      }),
    ]);
  });

  it('takes the training kind from a section heading when the entry does not say it', () => {
    const text = ['RESIDENCY', 'Internal Medicine, Mercy Hospital, Springfield, IL', '2017 - 2020'].join(
      '\n',
    );
    expect(find(text)).toEqual([
      training({
        id: 'id-1',
        training_type: 'residency',
        specialty: 'Internal Medicine',
        institution: 'Mercy Hospital',
        address_city: 'Springfield',
        address_state: 'IL',
        address_country: 'US',
        start_date: '01/2017',
        end_date: '12/2020',
      }),
    ]);
  });
});
