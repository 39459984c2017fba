import type { WordingKey } from '@credence/shared';
import { useTranslation } from 'react-i18next';

/** A field's label: the credential catalogue's wording when it has one, else the claim's name. */
export function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (name: string) => {
    const key = `credential.field.${name === 'record_status' ? 'status' : name}` as WordingKey;
    // A plain signature: comparing the whole wording union here exceeds the compiler's complexity limit.
    const plain = t as unknown as (wording: string) => string;
    return i18n.exists(key) ? plain(key) : name.replace(/_/g, ' ');
  };
}
