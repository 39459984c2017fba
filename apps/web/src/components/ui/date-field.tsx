import { applyDateMask } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { MaskedField } from './masked-field';
import type { MaskedFieldProps } from './masked-field';

/** A full date typed as YYYY-MM-DD (mask '####-##-##'); the hint shows the format with an example. */
export function DateField({ hint, ...props }: MaskedFieldProps) {
  const { t } = useTranslation();
  return (
    <MaskedField {...props} hint={hint ?? t('date-field.hint')} mask={applyDateMask} className="date-field" />
  );
}
