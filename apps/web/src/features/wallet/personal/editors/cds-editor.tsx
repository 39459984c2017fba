import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '#web/components/ui';
import { useSaveSelfAttested } from '../../api/profile';
import { CdsRegistrationForm } from './cds-form';
import type { SectionEditorProps } from './section-editor';

type LicenseRecord = Record<string, unknown>;
const LIST_KEY = 'licenses|list';
const NONE_KEY = 'licenses|has_no_license_cds';

const recordsOf = (value: unknown): LicenseRecord[] =>
  Array.isArray(value)
    ? value.filter((item): item is LicenseRecord => typeof item === 'object' && item !== null)
    : [];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The clinician's CDS registrations (000 §3 CDS record), kept as licenses|list records of record_type cds
 * (decision 050): listed with their number masked, added, removed, or "I have none" (has_no_license_cds).
 * The list is saved whole; the masked numbers of the other records stand for the saved ones.
 */
export function CdsEditor({ values }: SectionEditorProps) {
  const { t } = useTranslation();
  const save = useSaveSelfAttested();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const list = recordsOf(values[LIST_KEY]);
  const registrations = list.filter((record) => record.record_type === 'cds');
  const none = values[NONE_KEY] === true;

  const saveValues = async (data: Record<string, unknown>, message: string) => {
    setFailed(false);
    try {
      await save.mutateAsync(data);
      setNotice(message);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className="editor-subsection section-editor" aria-labelledby="cds-registrations">
      <h3 id="cds-registrations">{t('wallet.cds.title')}</h3>
      {notice && (
        <p className="wallet-card__notice" role="status">
          {notice}
        </p>
      )}
      {failed && (
        <p className="wallet__alert" role="alert">
          {t('wallet.save.failed')}
        </p>
      )}
      {registrations.length === 0 ? (
        <p>{none ? t('wallet.cds.none-declared') : t('wallet.cds.empty')}</p>
      ) : (
        <ul className="editor-list">
          {registrations.map((record, index) => {
            const name = t('wallet.cds.item', {
              state: text(record.state),
              number: text(record.license_number),
            });
            return (
              <li key={`${text(record.id)}-${index}`}>
                <span>
                  <strong>{name}</strong>
                  <br />
                  {t('wallet.cds.dates', {
                    issued: text(record.issue_date) || t('credential.value.not-given'),
                    expires: text(record.expiration_date) || t('credential.value.not-given'),
                  })}
                </span>
                <button
                  type="button"
                  className="button"
                  disabled={save.isPending}
                  onClick={() =>
                    void saveValues(
                      { [LIST_KEY]: list.filter((item) => item !== record) },
                      t('wallet.cds.removed'),
                    )
                  }
                >
                  {t('action.delete')}
                  <span className="visually-hidden">: {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {adding ? (
        <CdsRegistrationForm
          list={list}
          onDone={(saved) => {
            setAdding(false);
            if (saved) setNotice(t('wallet.personal.saved'));
          }}
        />
      ) : (
        <div className="credential-form__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            {t('wallet.cds.add')}
          </button>
        </div>
      )}
      {registrations.length === 0 && !adding && (
        <CheckboxField
          id="cds-none"
          label={t('wallet.cds.none')}
          checked={none}
          disabled={save.isPending}
          onChange={(checked) => void saveValues({ [NONE_KEY]: checked }, t('wallet.personal.saved'))}
        />
      )}
    </section>
  );
}
