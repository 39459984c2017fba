import { STATES } from '@credence/shared';
import type { LicenseRecordType, WordingKey } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui';
import { fieldId } from '../../wizard/profile-data';
import { SourceTag } from './source-tag';

/** One license being confirmed or typed: what the clinician sees, and where it came from. */
export interface LicenseRow {
  /** Stable React key of the row. */
  key: string;
  state: string;
  license_number: string;
  /** The source that gave this row (until the clinician changes it). */
  source?: 'NPPES' | 'Nursys' | 'FSMB';
  /** What the source said about it (board, status, expiry), already worded. */
  details?: string;
  /** A caution about the row (e.g. a DEA number failing its check digit). */
  warning?: WordingKey;
  id?: string | number;
}

let counter = 0;
export const newRowKey = () => `row-${Date.now().toString(36)}-${(counter += 1)}`;

export const rowField = (index: number, part: 'state' | 'number') => `license-${index}-${part}`;

export interface LicenseRowsProps {
  type: LicenseRecordType;
  rows: readonly LicenseRow[];
  onChange: (rows: LicenseRow[]) => void;
  errorOf: (field: string) => string | undefined;
}

const LABELS: Record<LicenseRecordType, { number: WordingKey; add: WordingKey; remove: WordingKey }> = {
  state_license: {
    number: 'enroll.licenses.number',
    add: 'enroll.licenses.add',
    remove: 'enroll.licenses.remove',
  },
  rn_license: {
    number: 'enroll.licenses.number',
    add: 'enroll.licenses.add',
    remove: 'enroll.licenses.remove',
  },
  cds: { number: 'enroll.licenses.number', add: 'enroll.licenses.add', remove: 'enroll.licenses.remove' },
  dea: { number: 'enroll.dea.number', add: 'enroll.dea.add', remove: 'enroll.dea.remove' },
};

/**
 * Rows of licenses of one type, each a state and a number, added and removed with buttons. A row found in a
 * registry carries its source label until the clinician changes it.
 */
export function LicenseRows({ type, rows, onChange, errorOf }: LicenseRowsProps) {
  const { t } = useTranslation();
  const labels = LABELS[type];
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const change = (index: number, patch: Partial<LicenseRow>) =>
    onChange(
      rows.map((row, at) =>
        at === index ? { ...row, ...patch, source: undefined, details: undefined, warning: undefined } : row,
      ),
    );
  const remove = (index: number) => {
    onChange(rows.filter((_, at) => at !== index));
    setFocus({
      id: rows.length > 1 ? fieldId(rowField(Math.max(0, index - 1), 'state')) : 'enroll-license-add',
    });
  };
  const add = () => {
    onChange([...rows, { key: newRowKey(), state: '', license_number: '' }]);
    setFocus({ id: fieldId(rowField(rows.length, 'state')) });
  };

  return (
    <div className="enroll-licenses">
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <div className="enroll-license" key={row.key}>
            {(row.source || row.details) && (
              <p className="enroll-license__meta">
                {row.source && <SourceTag source={row.source} />}
                {row.details && <span className="enroll-license__details">{row.details}</span>}
              </p>
            )}
            {row.warning && <p className="enroll-alert enroll-alert--warning">{t(row.warning)}</p>}
            <div className="enroll-license__fields">
              <Field
                id={fieldId(rowField(index, 'state'))}
                label={t('enroll.licenses.state', { number })}
                required
                error={errorOf(rowField(index, 'state'))}
              >
                {(control) => (
                  <select
                    {...control}
                    className="input"
                    value={row.state}
                    onChange={(event) => change(index, { state: event.target.value })}
                  >
                    <option value="">{t('enroll.choose')}</option>
                    {STATES.map((state) => (
                      <option key={state.code} value={state.code}>
                        {state.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id={fieldId(rowField(index, 'number'))}
                label={t(labels.number, { number })}
                required
                error={errorOf(rowField(index, 'number'))}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    value={row.license_number}
                    onChange={(event) => change(index, { license_number: event.target.value })}
                  />
                )}
              </Field>
            </div>
            <button type="button" className="button enroll-row__remove" onClick={() => remove(index)}>
              {t(labels.remove, { number })}
            </button>
          </div>
        );
      })}
      <button type="button" id="enroll-license-add" className="button" onClick={add}>
        {t(labels.add)}
      </button>
    </div>
  );
}
