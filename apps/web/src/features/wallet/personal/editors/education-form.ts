import {
  addIssues,
  checkEducationList,
  flagField,
  formMessages,
  makeEcfmgSchema,
  makeEducationEntrySchema,
  selfAttestedKey,
  type EducationEntry,
  type EducationEntryInput,
} from '@credence/shared';
import { z } from 'zod';

// The education editor's form (decision 049): the list, 'I have none' and the ECFMG number, checked with the
// shared rules the server runs on POST /api/self_attested (schemas/education.ts, fields/ecfmg.ts).

export const LIST_KEY = selfAttestedKey('education', 'list');
export const NONE_KEY = selfAttestedKey('education', 'attested_none');
export const ECFMG_KEY = selfAttestedKey('basic_info', 'ecfmg_number');

export interface EntryValues {
  institution: { name: string; code: string; city: string; state: string; country: string };
  degree_level: string;
  foreign_education: boolean;
  graduation_month: string;
  graduation_year: string;
  highest_practicing_degree: boolean;
  nursing_program: boolean | string | null;
}

export interface EducationValues {
  list: EntryValues[];
  graduate_attested_none: boolean;
  ecfmg_number: string;
}

export const emptyEntry = (): EntryValues => ({
  institution: { name: '', code: '', city: '', state: '', country: '' },
  degree_level: '',
  foreign_education: false,
  graduation_month: '',
  graduation_year: '',
  highest_practicing_degree: false,
  nursing_program: null,
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A saved (or proposed) entry as the form's values: whatever is missing reads as blank. */
export function entryValues(saved: Partial<EducationEntryInput> | Record<string, unknown>): EntryValues {
  const entry = saved as Record<string, unknown>;
  const institution = (entry.institution ?? {}) as Record<string, unknown>;
  return {
    institution: {
      name: text(institution.name),
      code: text(institution.code),
      city: text(institution.city),
      state: text(institution.state),
      country: text(institution.country),
    },
    degree_level: text(entry.degree_level),
    foreign_education: entry.foreign_education === true,
    graduation_month: text(entry.graduation_month),
    graduation_year: text(entry.graduation_year),
    highest_practicing_degree: entry.highest_practicing_degree === true,
    nursing_program:
      typeof entry.nursing_program === 'boolean' || typeof entry.nursing_program === 'string'
        ? entry.nursing_program
        : null,
  };
}

/** The saved profile's education as the form opens with it. */
export function educationValues(profile: Readonly<Record<string, unknown>>): EducationValues {
  const list = Array.isArray(profile[LIST_KEY]) ? (profile[LIST_KEY] as Record<string, unknown>[]) : [];
  return {
    list: list.map(entryValues),
    graduate_attested_none: profile[NONE_KEY] === true,
    ecfmg_number: text(profile[ECFMG_KEY]),
  };
}

/** The whole form: each entry, something or 'none', exactly one highest degree, ECFMG 7 or 8 digits. */
export const makeEducationFormSchema = () =>
  z
    .object(
      {
        list: z.array(makeEducationEntrySchema(), { error: formMessages.invalid }),
        graduate_attested_none: flagField,
        ecfmg_number: makeEcfmgSchema({ required: false }),
      },
      { error: formMessages.invalid },
    )
    .superRefine((form, ctx) => addIssues(ctx, checkEducationList(form)));

export type EducationForm = z.infer<ReturnType<typeof makeEducationFormSchema>>;

/** What POST /api/self_attested saves: ticking 'none' saves an empty list. */
export const educationData = (form: EducationForm): Record<string, unknown> => ({
  [LIST_KEY]: form.graduate_attested_none ? [] : (form.list satisfies EducationEntry[]),
  [NONE_KEY]: form.graduate_attested_none && form.list.length === 0,
  [ECFMG_KEY]: form.ecfmg_number.trim(),
});

/** A server detail's path (data.education|list.0.degree_level) as the form's field. */
export function educationServerPath(path: string): (string | number)[] | null {
  const rest = path.replace(/^data\./, '');
  const [key, ...inner] = rest.split('.');
  const field =
    key === LIST_KEY
      ? 'list'
      : key === NONE_KEY
        ? 'graduate_attested_none'
        : key === ECFMG_KEY
          ? 'ecfmg_number'
          : null;
  return field ? [field, ...inner.map((part) => (/^\d+$/.test(part) ? Number(part) : part))] : null;
}
