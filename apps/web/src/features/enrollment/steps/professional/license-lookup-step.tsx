import {
  LOOKUP_SOURCE_NAMES,
  makeFsmbLookupInputSchema,
  normalizeDea,
  selfAttestedKey as key,
} from '@credence/shared';
import type { FsmbLookupInput, LicenseRecordType, ProfileValues, WordingKey } from '@credence/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '#web/components/ui';
import { StepForm } from '../../wizard/step-form';
import { fieldId } from '../../wizard/profile-data';
import { useStepForm } from '../../wizard/step-form';
import type { EnrollmentStepProps } from '../types';
import {
  LICENSES_LIST,
  licenseIdentity,
  replaceLicensesOf,
  savedLicensesOf,
  type LicenseEntry,
} from './license-list';
import { LicenseRows, newRowKey, rowField, type LicenseRow } from './license-rows';
import { LookupNotice, LookupProgress } from './lookup-notice';
import { useLookup } from './use-lookup';

/** A license a registry found, worded for the clinician. */
export interface FoundRow {
  state: string;
  license_number: string;
  details: string;
  warning?: WordingKey;
}

export interface LicenseLookupConfig {
  type: Extract<LicenseRecordType, 'state_license' | 'dea'>;
  noneKey: ReturnType<typeof key<'licenses'>>;
  wording: { intro: WordingKey; none: WordingKey; nothingFound: WordingKey; legend: WordingKey };
  /** Asks FSMB; answers the found licenses already worded. */
  lookup: (input: FsmbLookupInput) => Promise<FoundRow[]>;
}

interface LicenseForm {
  rows: LicenseRow[];
  none: boolean;
  /** Whether FSMB was already asked on this screen (its answer is in the rows). */
  looked: boolean;
  found: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const NONE_FIELD = 'none';
// Issues are ordered by these fields; a hundred rows is the list's own limit.
const FIELDS = [
  ...Array.from({ length: 100 }, (_, index) => [rowField(index, 'state'), rowField(index, 'number')]).flat(),
  NONE_FIELD,
];
const asField = (field: string) => field as keyof LicenseForm & string;

const toRow = (entry: LicenseEntry): LicenseRow => ({
  key: newRowKey(),
  state: entry.state,
  license_number: entry.license_number,
  ...(entry.id !== undefined ? { id: entry.id } : {}),
});

/** The NPI, names and date of birth FSMB matches on; undefined without a valid NPI (no look-up then). */
export function fsmbInput(values: ProfileValues): FsmbLookupInput | undefined {
  const candidate = {
    npi: text(values[key('identifiers', 'nppes_number')]),
    first_name: text(values[key('basic_info', 'first_name')]) || undefined,
    last_name: text(values[key('basic_info', 'last_name')]) || undefined,
    date_of_birth: text(values[key('basic_info', 'date_of_birth')]) || undefined,
  };
  const schema = makeFsmbLookupInputSchema();
  if (schema.safeParse(candidate).success) return candidate;
  const withoutBirth = { ...candidate, date_of_birth: undefined };
  return schema.safeParse(withoutBirth).success ? withoutBirth : undefined;
}

/**
 * State licenses or DEA registrations: FSMB is asked once with the saved NPI; what it finds is shown as rows
 * to confirm, change or remove, and the clinician can add rows or say they hold none. Next saves this type's
 * records into licenses|list (the other types stay as they are) and the has_no_license flag.
 */
export function LicenseLookupStep({
  config,
  ...props
}: EnrollmentStepProps & { config: LicenseLookupConfig }) {
  const { t } = useTranslation();
  const { type, noneKey } = config;
  const form = useStepForm<LicenseForm>({
    props,
    fields: FIELDS.map(asField),
    initial: (values) => {
      const rows = savedLicensesOf(values, type).map(toRow);
      const none = values[noneKey] === true;
      // FSMB is asked on the first visit only: once answered, the saved rows are the clinician's word.
      return { rows, none, looked: rows.length > 0 || none, found: 0 };
    },
    toData: ({ rows, none }) => {
      const entries: LicenseEntry[] = none
        ? []
        : rows.map((row) => ({
            record_type: type,
            state: row.state,
            // DEA numbers are printed in capitals (shared normalizeDea); others stay as the board writes them.
            license_number:
              type === 'dea' ? normalizeDea(row.license_number.trim()) : row.license_number.trim(),
            ...(row.id !== undefined ? { id: row.id } : {}),
          }));
      return { [LICENSES_LIST]: replaceLicensesOf(props.values, type, entries), [noneKey]: none };
    },
    fieldOf: (profileKey, path) => {
      const [index, part] = path;
      if (profileKey === LICENSES_LIST && typeof index === 'number') {
        return asField(rowField(index, part === 'state' ? 'state' : 'number'));
      }
      return asField(NONE_FIELD);
    },
    check: ({ rows, none }) =>
      none || rows.length > 0 ? [] : [{ field: NONE_FIELD, message: 'licenses.add-or-none' }],
  });
  const lookup = useLookup('fsmb', config.lookup);
  const input = fsmbInput(props.values);

  // FSMB's finds join the rows typed so far; the draft remembers that it was asked.
  useEffect(() => {
    if (form.form.looked || !input) return;
    void lookup.run(input).then((result) => {
      if (result.status !== 'done') return;
      const current = form.form;
      const known = new Set(current.rows.map((row) => licenseIdentity({ ...row, record_type: type })));
      const fresh = result.data
        .filter((found) => !known.has(licenseIdentity({ ...found, record_type: type })))
        .map((found) => ({ key: newRowKey(), ...found, source: 'FSMB' as const }));
      form.setForm({
        ...current,
        rows: [...current.rows, ...fresh],
        looked: true,
        found: result.data.length,
      });
    });
    // Runs once on arrival; the draft remembers that FSMB was asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const state = lookup.state;
  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t(config.wording.intro)}</p>
      <LookupProgress source={LOOKUP_SOURCE_NAMES.fsmb} active={state.status === 'loading'} />
      {state.status === 'failed' && <LookupNotice failure={state.failure} />}
      {!input && (
        <p className="enroll-alert enroll-alert--info" role="status">
          {t('enroll.licenses.no-npi')}
        </p>
      )}
      {state.status === 'done' && state.data.length === 0 && (
        <p className="enroll-alert enroll-alert--info" role="status">
          {t(config.wording.nothingFound, { source: LOOKUP_SOURCE_NAMES.fsmb })}
        </p>
      )}
      <fieldset className="enroll-fieldset">
        <legend className="enroll-legend">{t(config.wording.legend)}</legend>
        {!form.form.none && (
          <LicenseRows
            type={type}
            rows={form.form.rows}
            onChange={(rows) => form.update({ rows })}
            errorOf={(field) => form.errorOf(asField(field))}
          />
        )}
      </fieldset>
      <CheckboxField
        id={fieldId(NONE_FIELD)}
        label={t(config.wording.none)}
        checked={form.form.none}
        error={form.errorOf(asField(NONE_FIELD))}
        onChange={(none) => form.update({ none })}
      />
    </StepForm>
  );
}
