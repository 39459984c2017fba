import {
  LOOKUP_SOURCE_NAMES,
  NPI_MASK,
  applyMask,
  makeNpiSchema,
  ruleIssuesAt,
  selfAttestedKey as key,
} from '@credence/shared';
import type { NppesData } from '@credence/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldGroup } from '#web/components/ui';
import { StepForm } from '../../wizard/step-form';
import { fieldId } from '../../wizard/profile-data';
import { useStepForm } from '../../wizard/step-form';
import type { FieldIssue } from '../../wizard/profile-data';
import type { EnrollmentStepProps } from '../types';
import { getNppes } from './api/lookups';
import { LookupNotice, LookupProgress } from './lookup-notice';
import {
  defaultChoice,
  formatAddress,
  fullName,
  nameMismatch,
  nppesAddress,
  nppesLicenses,
  nppesName,
  nppesSpecialty,
  prefillData,
  type PrefillChoice,
} from './nppes-prefill';
import { SourceTag } from './source-tag';
import { useLookup } from './use-lookup';

const NPI = key('identifiers', 'nppes_number');
const npiRule = makeNpiSchema();

interface NpiForm {
  npi: string;
  /** The NPPES record found for `npi`; null until looked up. */
  record: NppesData | null;
  use: PrefillChoice;
}

const NO_CHOICE: PrefillChoice = { name: false, address: false, specialty: false, licenses: [] };

/**
 * The NPI (10 digits, the shared NPI rule). 'Look up' asks NPPES and offers to fill in name, address,
 * specialty and licenses from it, each with a box and a 'From NPPES' label; a name that differs from the
 * one entered is pointed out. Next saves the NPI and whatever was ticked, in one call. If NPPES cannot help,
 * the NPI is saved as typed and the later steps are filled in by hand.
 */
export function NpiStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const form = useStepForm<NpiForm>({
    props,
    fields: ['npi', 'use'],
    initial: (values) => ({
      npi: typeof values[NPI] === 'string' ? (values[NPI] as string) : '',
      record: null,
      use: NO_CHOICE,
    }),
    toData: ({ npi, record, use }) => ({
      ...(record && record.npi === npi ? prefillData(record, use, props.values) : {}),
      [NPI]: npi,
    }),
    fieldOf: (profileKey) => (profileKey === NPI ? 'npi' : 'use'),
  });
  const lookup = useLookup('nppes', getNppes);
  const { npi, record, use } = form.form;
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const resultId = useId();

  const lookUp = async () => {
    const issues: FieldIssue[] = ruleIssuesAt(npiRule, npi, []).map((issue) => ({
      field: 'npi',
      message: issue.message,
    }));
    if (issues.length > 0) {
      form.showIssues(issues);
      return;
    }
    form.showIssues([]);
    form.update({ record: null, use: NO_CHOICE });
    const result = await lookup.run(npi);
    if (result.status === 'done') {
      form.setForm({ npi, record: result.data, use: defaultChoice(result.data, props.values) });
    } else if (result.status === 'failed' && result.failure.fields.number) {
      form.showIssues([{ field: 'npi', message: result.failure.fields.number }]);
    }
  };

  // A new record is announced by moving focus to its heading.
  useEffect(() => {
    if (record) resultHeading.current?.focus();
  }, [record]);

  const setUse = (patch: Partial<PrefillChoice>) => form.update({ use: { ...use, ...patch } });
  const state = lookup.state;
  const shown = record && record.npi === npi ? record : null;

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.npi.intro')}</p>
      <div className="enroll-lookup">
        <Field
          id={fieldId('npi')}
          label={t('enroll.npi.label')}
          hint={t('enroll.npi.hint')}
          required
          error={form.errorOf('npi')}
        >
          {(control) => (
            <input
              {...control}
              className="input input--short"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={npi}
              onChange={(event) => form.update({ npi: applyMask(event.target.value, NPI_MASK) })}
            />
          )}
        </Field>
        <button
          type="button"
          className="button"
          onClick={() => void lookUp()}
          aria-disabled={state.status === 'loading' || undefined}
        >
          {t('enroll.npi.look-up')}
        </button>
      </div>
      <LookupProgress source={LOOKUP_SOURCE_NAMES.nppes} active={state.status === 'loading'} />
      {state.status === 'failed' && <LookupNotice failure={state.failure} />}
      {shown && (
        <section className="enroll-found" aria-labelledby={resultId}>
          <h2 id={resultId} ref={resultHeading} tabIndex={-1} className="enroll-found__title">
            {t('enroll.npi.found')}
          </h2>
          <dl className="enroll-found__record">
            <dt>{t('enroll.npi.record-name')}</dt>
            <dd>{[fullName(nppesName(shown)), shown.credential].filter(Boolean).join(', ')}</dd>
            <dt>{t('enroll.npi.label')}</dt>
            <dd>{shown.npi}</dd>
            <dt>{t('enroll.npi.record-status')}</dt>
            <dd>{t(shown.status === 'A' ? 'enroll.npi.status-active' : 'enroll.npi.status-inactive')}</dd>
          </dl>
          <NameMismatch record={shown} values={props.values} />
          <PrefillChoices
            record={shown}
            props={props}
            use={use}
            setUse={setUse}
            error={form.errorOf('use')}
          />
        </section>
      )}
    </StepForm>
  );
}

function NameMismatch({ record, values }: { record: NppesData; values: EnrollmentStepProps['values'] }) {
  const { t } = useTranslation();
  const entered = nameMismatch(record, values);
  if (!entered) return null;
  return (
    <p className="enroll-alert enroll-alert--warning" role="status">
      {t('enroll.npi.name-mismatch', { nppes: fullName(nppesName(record)), entered: fullName(entered) })}
    </p>
  );
}

function PrefillChoices({
  record,
  props,
  use,
  setUse,
  error,
}: {
  record: NppesData;
  props: EnrollmentStepProps;
  use: PrefillChoice;
  setUse: (patch: Partial<PrefillChoice>) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const address = nppesAddress(record);
  const specialty = nppesSpecialty(record);
  const licenses = nppesLicenses(record, props.values);
  const groupId = fieldId('use');
  const box = (id: string, label: string, checked: boolean, onChange: (checked: boolean) => void) => (
    <div className="enroll-choice" key={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        <span>{label}</span> <SourceTag source={record.source.name} />
      </label>
    </div>
  );
  return (
    <FieldGroup
      id={groupId}
      legend={t('enroll.npi.prefill-legend')}
      hint={t('enroll.npi.prefill-hint')}
      error={error}
      className="enroll-choices"
    >
      {box(
        `${groupId}-name`,
        t('enroll.npi.use-name', { name: fullName(nppesName(record)) }),
        use.name,
        (name) => setUse({ name }),
      )}
      {address &&
        box(
          `${groupId}-address`,
          t('enroll.npi.use-address', { address: formatAddress(address) }),
          use.address,
          (checked) => setUse({ address: checked }),
        )}
      {specialty &&
        box(
          `${groupId}-specialty`,
          t('enroll.npi.use-specialty', {
            specialty: specialty.desc || specialty.code,
            code: specialty.code,
          }),
          use.specialty,
          (checked) => setUse({ specialty: checked }),
        )}
      {licenses.map((license, index) =>
        box(
          `${groupId}-license-${index}`,
          t(
            license.record_type === 'rn_license'
              ? 'enroll.npi.use-rn-license'
              : 'enroll.npi.use-state-license',
            {
              state: license.state,
              number: license.license_number,
            },
          ),
          use.licenses.includes(license.identity),
          (checked) =>
            setUse({
              licenses: checked
                ? [...use.licenses, license.identity]
                : use.licenses.filter((identity) => identity !== license.identity),
            }),
        ),
      )}
    </FieldGroup>
  );
}
