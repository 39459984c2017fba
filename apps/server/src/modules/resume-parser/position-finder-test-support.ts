import { findResumePositions, type ResumePosition } from './position-finder';

// Helpers of the finder's tests: a fixed clock, numbered ids, and positions with every field blank but those named.

export const NOW = new Date('2021-06-15T12:00:00Z');
export const find = (text: string, now = NOW) => {
  let next = 0;
  return findResumePositions(text, { now, newId: () => `id-${++next}` });
};
const blank = {
  role: '',
  institution: '',
  department: '',
  specialty: '',
  program_name: '',
  training_type: '',
  address_city: '',
  address_state: '',
  address_country: '',
  end_date: '',
  isCurrent: false,
};
export const job = (fields: Partial<ResumePosition>) => ({ ...blank, type: 'job', ...fields });
export const training = (fields: Partial<ResumePosition>) => ({ ...blank, type: 'training', ...fields });
export const summary = (positions: ResumePosition[]) =>
  positions.map(({ role, institution, start_date, end_date }) => ({
    role,
    institution,
    start_date,
    end_date,
  }));
