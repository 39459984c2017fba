import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { VisuallyHidden } from './visually-hidden';

/** The message beside a field; the hidden "Error:" prefix tells screen-reader users why it is read out. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className="field__error" id={id}>
      <Icon name="alert" />
      <VisuallyHidden>{t('field.error-prefix')}</VisuallyHidden> {children}
    </p>
  );
}

/** The label's asterisk: decoration only; controls carry aria-required for assistive technology. */
export const RequiredMark = () => (
  <span className="field__required" aria-hidden="true">
    *
  </span>
);
