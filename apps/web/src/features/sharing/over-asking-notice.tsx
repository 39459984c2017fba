import { useTranslation } from 'react-i18next';
import { useFieldLabel } from './field-label';

export interface ExtraItem {
  type: string;
  whole_credential: boolean;
  fields: string[];
}

/**
 * The over-asking warning (credentials.md §3; decision 054): the items a request asks beyond the organization's
 * requirement, named, with the reminder that optional ones can be left out.
 */
export function OverAskingNotice({
  organization,
  extras,
}: {
  organization: string;
  extras: readonly ExtraItem[];
}) {
  const { t, i18n } = useTranslation();
  const label = useFieldLabel();
  if (extras.length === 0) return null;
  const typeName = (type: string) => {
    // A dynamic key through the typed t() is too complex for the compiler (TS2859, 2,000+ keys).
    const plain = t as unknown as (wording: string) => string;
    const key = `credential.type.${type}`;
    return i18n.exists(key) ? plain(key) : type;
  };
  return (
    <div className="share-alert over-asking" role="alert">
      <p className="over-asking__title">{t('over-asking.title', { organization })}</p>
      <ul>
        {extras.map((extra) => (
          <li key={extra.type}>
            {extra.whole_credential
              ? t('over-asking.credential', { name: typeName(extra.type) })
              : t('over-asking.fields', {
                  name: typeName(extra.type),
                  fields: extra.fields.map(label).join(', '),
                })}
          </li>
        ))}
      </ul>
      <p>{t('over-asking.hint')}</p>
    </div>
  );
}
