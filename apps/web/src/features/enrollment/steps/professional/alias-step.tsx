import { selfAttestedKey as key } from '@credence/shared';
import type { OtherName } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldGroup } from '#web/components/ui';
import { StepForm } from '../../wizard/step-form';
import { fieldId } from '../../wizard/profile-data';
import { useStepForm } from '../../wizard/step-form';
import type { EnrollmentStepProps } from '../types';
import { getOtherNames } from './api/lookups';
import { newRowKey } from './license-rows';
import { LookupNotice } from './lookup-notice';
import { fullName, titleCase } from './nppes-prefill';
import { SourceTag } from './source-tag';
import { useLookup } from './use-lookup';

const HAS_OTHER_NAMES = key('basic_info', 'has_other_names');
const OTHER_NAMES = key('basic_info', 'other_names');
const NAME_PARTS = ['first_name', 'middle_name', 'last_name'] as const;
type NamePart = (typeof NAME_PARTS)[number];

interface NameRow extends Record<NamePart, string> {
  key: string;
  source?: string;
}

interface AliasForm {
  answer: '' | 'yes' | 'no';
  names: NameRow[];
}

const nameField = (index: number, part: NamePart) => `name-${index}-${part}`;
const FIELDS = [
  'answer',
  ...Array.from({ length: 20 }, (_, index) => NAME_PARTS.map((part) => nameField(index, part))).flat(),
];
const asField = (field: string) => field as keyof AliasForm & string;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const sameName = (a: Record<NamePart, string>, b: Record<NamePart, string>) =>
  fullName(a).toLowerCase() === fullName(b).toLowerCase();

/**
 * 'Have you used other names?' Yes lists the names (first, middle, last), with the other names NPPES holds
 * for the saved NPI offered to add; No says there are none. Saves basic_info|has_other_names and
 * basic_info|other_names.
 */
export function AliasStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const form = useStepForm<AliasForm>({
    props,
    fields: FIELDS.map(asField),
    initial: (values) => {
      const saved = Array.isArray(values[OTHER_NAMES])
        ? (values[OTHER_NAMES] as Record<string, unknown>[])
        : [];
      const answer = values[HAS_OTHER_NAMES];
      return {
        answer: answer === true ? 'yes' : answer === false ? 'no' : '',
        names: saved.map((name) => ({
          key: newRowKey(),
          first_name: text(name?.first_name),
          middle_name: text(name?.middle_name),
          last_name: text(name?.last_name),
        })),
      };
    },
    toData: ({ answer, names }) => ({
      [HAS_OTHER_NAMES]: answer === 'yes',
      [OTHER_NAMES]:
        answer === 'yes'
          ? names.map((name) => ({
              first_name: name.first_name,
              middle_name: name.middle_name,
              last_name: name.last_name,
            }))
          : [],
    }),
    fieldOf: (profileKey, path) => {
      const [index, part] = path;
      if (profileKey === OTHER_NAMES && typeof index === 'number' && NAME_PARTS.includes(part as NamePart))
        return asField(nameField(index, part as NamePart));
      return 'answer';
    },
    check: ({ answer, names }) =>
      answer === '' || (answer === 'yes' && names.length === 0)
        ? [{ field: 'answer', message: 'alias.names-or-none' }]
        : [],
  });
  const { answer, names } = form.form;
  const suggestions = useLookup('nppes', getOtherNames);
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  useEffect(() => {
    void suggestions.run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const offered = (suggestions.state.status === 'done' ? suggestions.state.data : [])
    .map((name: OtherName) => ({
      first_name: titleCase(name.first_name),
      middle_name: titleCase(name.middle_name),
      last_name: titleCase(name.last_name),
      type: name.type,
      source: name.source,
    }))
    .filter((name) => !names.some((row) => sameName(row, name)));

  const setName = (index: number, part: NamePart, value: string) =>
    form.update({
      names: names.map((row, at) => (at === index ? { ...row, [part]: value, source: undefined } : row)),
    });
  const addName = (name?: Omit<NameRow, 'key'>) => {
    // A suggestion takes the place of a row left empty.
    const kept = name ? names.filter((row) => fullName(row) !== '') : names;
    form.update({
      answer: 'yes',
      names: [...kept, { key: newRowKey(), first_name: '', middle_name: '', last_name: '', ...name }],
    });
    setFocus({ id: fieldId(nameField(kept.length, 'first_name')) });
  };
  const removeName = (index: number) => {
    form.update({ names: names.filter((_, at) => at !== index) });
    setFocus({
      id: names.length > 1 ? fieldId(nameField(Math.max(0, index - 1), 'first_name')) : 'enroll-name-add',
    });
  };

  return (
    <StepForm form={form} onBack={props.onBack}>
      <FieldGroup
        id={fieldId('answer')}
        legend={t('enroll.alias.question')}
        hint={t('enroll.alias.hint')}
        required
        error={form.errorOf('answer')}
        className="enroll-choices"
      >
        {(['yes', 'no'] as const).map((value) => {
          const id = `${fieldId('answer')}-${value}`;
          return (
            <div className="enroll-choice" key={value}>
              <input
                id={id}
                type="radio"
                name="has_other_names"
                checked={answer === value}
                onChange={() =>
                  form.update({
                    answer: value,
                    // Saying yes with nothing listed yet opens the first row.
                    names:
                      value === 'yes' && names.length === 0
                        ? [{ key: newRowKey(), first_name: '', middle_name: '', last_name: '' }]
                        : names,
                  })
                }
              />
              <label htmlFor={id}>{t(`enroll.alias.${value}`)}</label>
            </div>
          );
        })}
      </FieldGroup>
      {suggestions.state.status === 'failed' && (
        <LookupNotice failure={{ ...suggestions.state.failure, message: 'lookup.names-failed' }} />
      )}
      {offered.length > 0 && (
        <section className="enroll-found" aria-labelledby="enroll-alias-suggestions">
          <h2 id="enroll-alias-suggestions" className="enroll-found__title">
            {t('enroll.alias.suggestions')}
          </h2>
          <ul className="enroll-suggested">
            {offered.map((name) => (
              <li key={fullName(name)}>
                <span>{t('enroll.alias.suggestion', { name: fullName(name), type: name.type })}</span>{' '}
                <SourceTag source={name.source} />{' '}
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    addName({
                      first_name: name.first_name,
                      middle_name: name.middle_name,
                      last_name: name.last_name,
                      source: name.source,
                    })
                  }
                >
                  {t('enroll.alias.add-suggestion', { name: fullName(name) })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {answer === 'yes' && (
        <fieldset className="enroll-fieldset">
          <legend className="enroll-legend">{t('enroll.alias.names')}</legend>
          {names.map((row, index) => {
            const number = index + 1;
            return (
              <div className="enroll-name" key={row.key}>
                {row.source && <SourceTag source={row.source} />}
                {NAME_PARTS.map((part) => (
                  <Field
                    key={part}
                    id={fieldId(nameField(index, part))}
                    label={t(`enroll.alias.${part}`, { number })}
                    required={part !== 'middle_name'}
                    error={form.errorOf(asField(nameField(index, part)))}
                  >
                    {(control) => (
                      <input
                        {...control}
                        className="input"
                        type="text"
                        autoComplete="off"
                        spellCheck={false}
                        value={row[part]}
                        onChange={(event) => setName(index, part, event.target.value)}
                      />
                    )}
                  </Field>
                ))}
                <button type="button" className="button enroll-row__remove" onClick={() => removeName(index)}>
                  {t('enroll.alias.remove', { number })}
                </button>
              </div>
            );
          })}
          <button type="button" id="enroll-name-add" className="button" onClick={() => addName()}>
            {t('enroll.alias.add')}
          </button>
        </fieldset>
      )}
    </StepForm>
  );
}
