import { STATES, type TrainingType } from '@credence/shared';

// What the words around a date range say about the position: its title, employer, department, place and,
// for a training post, its kind and specialty. Each piece is taken only when a word marks it; a prefill
// the clinician confirms is better missing a field than holding a wrong one.

export type PositionFields = {
  role: string;
  institution: string;
  department: string;
  specialty: string;
  program_name: string;
  training_type: TrainingType | '';
  address_city: string;
  address_state: string;
  address_country: string;
};

export const emptyFields = (): PositionFields => ({
  role: '',
  institution: '',
  department: '',
  specialty: '',
  program_name: '',
  training_type: '',
  address_city: '',
  address_state: '',
  address_country: '',
});

const ROLE =
  /\b(physician|hospitalist|attending|surgeon|nurse|practitioner|np|rn|crna|pa-c|physician assistant|director|chief|consultant|locums?|tenens|staff|officer|anesthetist|midwife|dentist|pharmacist|therapist|technician|technologist|professor|instructor|lecturer|manager|supervisor|coordinator|specialist|provider|clinician|intensivist|[a-z]+ologist|[a-z]+iatrist|[a-z]+ician|resident|fellow|intern|associate|partner|owner|scientist|researcher|assistant|medic|paramedic)\b/i;
const INSTITUTION =
  /\b(hospitals?|medical center|med\.? ctr\.?|health|healthcare|clinics?|university|college|school|institute|center|centre|infirmary|foundation|associates|group|partners|practice|llc|inc|corp|corporation|company|pllc|ltd|va|veterans|kaiser|permanente|physicians|services|urgent care|hospice|laborator(?:y|ies)|pharmacy|army|navy|air force|marines|systems?)\b/i;
const SPECIALTY =
  /\b(medicine|surgery|pa?ediatrics|obstetrics|gynecology|psychiatry|anesthesia|anesthesiology|radiology|cardiology|oncology|neurology|dermatology|urology|pathology|nephrology|gastroenterology|pulmonology|endocrinology|rheumatology|hematology|ophthalmology|orthopa?edics|otolaryngology|critical care|emergency|nursing)\b/i;
const DEPARTMENT = /\b(department|dept\.?|division)\b/i;
const PROGRAM = /\b(residency|fellowship|internship)\b/i;
const TRAINEE = /\b(resident|fellow|intern)\b/i;
const TRAINING_TYPE_OF: Record<string, TrainingType> = {
  residency: 'residency',
  resident: 'residency',
  fellowship: 'fellowship',
  fellow: 'fellowship',
  internship: 'internship',
  intern: 'internship',
};

const STATE_BY_CODE = new Map(STATES.map((state) => [state.code, state]));
const STATE_BY_NAME = new Map(STATES.map((state) => [state.name.toLowerCase(), state]));
const CITY = /^\p{Lu}[\p{L} .'-]{1,38}$/u;

/** The parts of a line: split at commas, bars, semicolons, spaced hyphens and " at ". */
export function segmentsOf(text: string): string[] {
  return text
    .split(/\s*[,|;•·]\s*|\s+-\s+|\s+at\s+|\s+@\s+/i)
    .map((part) => part.replace(/^[\s()[\]:-]+|[\s()[\]:-]+$/g, '').trim())
    .filter((part) => /\p{L}{2}/u.test(part));
}

/** The training kind a piece of text names ("Residency in ...", "Chief Resident"), or ''. */
export function trainingTypeIn(text: string): TrainingType | '' {
  const word = (PROGRAM.exec(text) ?? TRAINEE.exec(text))?.[1]?.toLowerCase();
  return word ? (TRAINING_TYPE_OF[word] ?? '') : '';
}

/** "Residency in Internal Medicine", "Internal Medicine Residency", "Cardiology Fellow" → the specialty. */
function specialtyOf(segment: string): string {
  const after = /\b(?:residency|fellowship|internship)(?:\s+program)?\s+in\s+(.+)$/i.exec(segment);
  const before = /^(.+?)\s+(?:residency|fellowship|internship|resident|fellow|intern)(?:\s+program)?$/i.exec(
    segment,
  );
  const found = (after?.[1] ?? before?.[1] ?? '').trim();
  // "Chief Resident", "PGY-2 Resident": a rank, not a specialty.
  return found && !ROLE.test(found) && !/\d/.test(found) && !INSTITUTION.test(found) ? found : '';
}

const earliest = (pattern: RegExp, text: string) => pattern.exec(text)?.index ?? Infinity;

/** The state a segment names ("IL", "IL 62701", "Illinois"), or undefined. */
function stateIn(segment: string) {
  const code = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(segment)?.[1];
  return code ? STATE_BY_CODE.get(code) : STATE_BY_NAME.get(segment.toLowerCase());
}

const looksLikeCity = (segment: string) =>
  CITY.test(segment) && segment.split(/\s+/).length <= 4 && !ROLE.test(segment) && !INSTITUTION.test(segment);

/**
 * Fills the fields still blank in `fields` from the segments of one line; answers the segments nothing
 * claimed. Several lines of one position are read in turn, so the first line that names a field wins.
 */
export function readSegments(segments: readonly string[], fields: PositionFields): string[] {
  const unclaimed: string[] = [];
  const claimed = new Set<number>();
  segments.forEach((segment, index) => {
    const state = stateIn(segment);
    const city = segments[index - 1];
    if (!state || fields.address_state || city === undefined || !looksLikeCity(city)) return;
    Object.assign(fields, { address_city: city, address_state: state.code, address_country: state.country });
    claimed.add(index).add(index - 1);
  });
  segments.forEach((segment, index) => {
    if (claimed.has(index)) return;
    if (PROGRAM.test(segment)) {
      fields.training_type ||= trainingTypeIn(segment);
      fields.program_name ||= segment;
      fields.specialty ||= specialtyOf(segment);
    } else if (DEPARTMENT.test(segment)) {
      fields.department ||= segment;
    } else if (earliest(ROLE, segment) < earliest(INSTITUTION, segment)) {
      if (TRAINEE.test(segment)) {
        fields.training_type ||= trainingTypeIn(segment);
        fields.specialty ||= specialtyOf(segment);
      }
      if (fields.role) unclaimed.push(segment);
      else fields.role = segment;
    } else if (INSTITUTION.test(segment)) {
      if (fields.institution) unclaimed.push(segment);
      else fields.institution = segment;
    } else if (SPECIALTY.test(segment) && !fields.specialty) {
      fields.specialty = segment;
    } else {
      unclaimed.push(segment);
    }
  });
  return unclaimed;
}
