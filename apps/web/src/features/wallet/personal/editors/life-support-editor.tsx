import { OTHER_CERTIFICATIONS, type OtherCertificationKey } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LifeSupportCardForm } from './life-support-form';
import type { SectionEditorProps } from './section-editor';

interface StoredAnswer {
  answer?: unknown;
  expiration?: unknown;
  ecard?: unknown;
  document?: unknown;
}

export const storedAnswerOf = (values: Readonly<Record<string, unknown>>, cert: OtherCertificationKey) => {
  const value = values[`other_certifications|${cert}`];
  return (typeof value === 'object' && value !== null ? value : {}) as StoredAnswer;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The life-support cards (000 §3 other_certifications: BLS, CPR, ACLS... each with answer, expiration and,
 * here, the card's eCard number), one certification edited at a time through POST /api/self_attested.
 */
export function LifeSupportEditor({ values }: SectionEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<OtherCertificationKey | null>(null);
  const [saved, setSaved] = useState<OtherCertificationKey | null>(null);

  const summary = (stored: StoredAnswer) => {
    const answer = text(stored.answer).toLowerCase();
    if (answer === 'no') return t('credential.value.no');
    if (answer !== 'yes') return t('credential.value.not-answered');
    const parts = [t('credential.value.yes')];
    if (text(stored.expiration))
      parts.push(t('wallet.life-support.expires', { date: text(stored.expiration) }));
    if (text(stored.ecard)) parts.push(t('wallet.life-support.ecard-shown', { ecard: text(stored.ecard) }));
    const card = stored.document as { name?: unknown } | null | undefined;
    if (card && text(card.name)) parts.push(t('wallet.life-support.card-shown', { name: text(card.name) }));
    return parts.join(' · ');
  };

  return (
    <div className="section-editor">
      <p>{t('wallet.life-support.intro')}</p>
      {saved && !editing && (
        <p className="wallet-card__notice" role="status">
          {t('wallet.personal.saved')}
        </p>
      )}
      <ul className="editor-list">
        {OTHER_CERTIFICATIONS.map(({ key, label }) => {
          const stored = storedAnswerOf(values, key);
          return (
            <li key={key}>
              {editing === key ? (
                <LifeSupportCardForm
                  cert={key}
                  label={label}
                  stored={stored}
                  onDone={(didSave) => {
                    setSaved(didSave ? key : null);
                    setEditing(null);
                  }}
                />
              ) : (
                <>
                  <span>
                    <strong>{label}</strong>
                    <br />
                    {summary(stored)}
                  </span>
                  <button
                    type="button"
                    className="button"
                    disabled={editing !== null}
                    onClick={() => {
                      setSaved(null);
                      setEditing(key);
                    }}
                  >
                    {t('action.edit')}
                    <span className="visually-hidden">: {label}</span>
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
