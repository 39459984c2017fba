import { applyMonthDateMask } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { MaskedField } from './masked-field';
import type { MaskedFieldProps } from './masked-field';

/** A month typed as MM/YYYY (the MM/yyyy format of 001 §5); the hint shows the format with an example. */
export function MonthField({ hint, ...props }: MaskedFieldProps) {
  const { t } = useTranslation();
  return (
    <MaskedField
      {...props}
      hint={hint ?? t('month-field.hint')}
      mask={applyMonthDateMask}
      className="month-field"
    />
  );
}
