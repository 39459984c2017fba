import {
  deaSchema,
  ecardSchema,
  flagField,
  isoDateSchema,
  monthDateSchema,
  npiSchema,
  stateCodeSchema,
  textField,
} from '@credence/shared';
import { z } from 'zod';
import { valueAt } from './credential-values';
import type { FieldRule, FieldSpec, SectionSpec } from './form-specs';

/** A form field's name: dots would make react-hook-form nest the value, so a dotted key is flattened. */
export const formNameOf = (key: string) => key.replace(/\./g, '__');

const RULES: Record<FieldRule, z.ZodType> = {
  npi: npiSchema,
  dea: deaSchema,
  ecard: ecardSchema,
  state: stateCodeSchema,
};

/** Text that may stay blank, and otherwise must pass `rule` (its first message, a wording key, is shown). */
const blankOr = (rule: z.ZodType) =>
  textField.superRefine((value, context) => {
    if (value.trim() === '') return;
    const result = rule.safeParse(value.trim());
    if (!result.success) context.addIssue({ code: 'custom', message: result.error.issues[0]?.message });
  });

function schemaOf(field: FieldSpec): z.ZodType {
  if (field.kind === 'flag') return flagField;
  if (field.kind === 'choice-flag') return z.enum(['', 'yes', 'no'], { error: 'validation.choose-option' });
  if (field.kind === 'yes-no') return z.enum(['', 'True', 'False'], { error: 'validation.choose-option' });
  if (field.kind === 'date') return blankOr(isoDateSchema);
  if (field.kind === 'month') return blankOr(monthDateSchema);
  return field.rule ? blankOr(RULES[field.rule]) : textField;
}

const fieldsOf = (sections: readonly SectionSpec[]) => sections.flatMap((section) => section.fields);

/** The schema of a catalogue form: every field optional, typed values checked by the shared rules. */
export function makeCatalogueEditSchema(sections: readonly SectionSpec[]) {
  return z.object(
    Object.fromEntries(fieldsOf(sections).map((field) => [formNameOf(field.key), schemaOf(field)])),
  );
}

export type EditValues = Record<string, string | boolean>;

/** The form's starting values from the credential's data ('True' / 'False' kept as the source wrote them). */
export function editValuesOf(
  sections: readonly SectionSpec[],
  data: Readonly<Record<string, unknown>>,
): EditValues {
  return Object.fromEntries(
    fieldsOf(sections).map((field) => {
      const value = valueAt(data, field.key);
      if (field.kind === 'flag') return [formNameOf(field.key), value === true || value === 'True'];
      if (field.kind === 'choice-flag') {
        return [formNameOf(field.key), value === true ? 'yes' : value === false ? 'no' : ''];
      }
      if (field.kind === 'yes-no') {
        const text = typeof value === 'boolean' ? (value ? 'True' : 'False') : String(value ?? '');
        return [formNameOf(field.key), text === 'True' || text === 'False' ? text : ''];
      }
      const text = value === null || value === undefined ? '' : String(value);
      // A hidden value ('None') is shown as blank, so it is not typed back in by accident.
      return [formNameOf(field.key), field.hiddenValues?.includes(text) ? '' : text];
    }),
  );
}

/**
 * The credential's data with the form's values put back at their keys (nested keys nested again); values the
 * form does not show are kept as they were.
 */
export function dataWithEdits(
  sections: readonly SectionSpec[],
  data: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = structuredClone({ ...data });
  for (const field of fieldsOf(sections)) {
    const value = values[formNameOf(field.key)];
    const parts = field.key.split('.');
    let target = next;
    for (const part of parts.slice(0, -1)) {
      const inner = target[part];
      target[part] = inner !== null && typeof inner === 'object' ? { ...(inner as object) } : {};
      target = target[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1] as string;
    if (field.kind === 'choice-flag') target[last] = value === 'yes' ? true : value === 'no' ? false : null;
    else target[last] = typeof value === 'string' ? value.trim() : value;
  }
  return next;
}
