import { selfAttestedKey as key } from '@credence/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SsnField } from '#web/components/ui';
import { StepForm } from '../wizard/step-form';
import { fieldId } from '../wizard/profile-data';
import { useStepForm } from '../wizard/step-form';
import type { EnrollmentStepProps } from './types';

const SSN = key('basic_info', 'social_security');
const CHANGE_ID = 'enroll-ssn-change';

interface SsnForm {
  /** True while typing a number: always before one is saved, after 'Change' once one is. */
  changing: boolean;
  ssn: string;
}

/**
 * The social security number in nine boxes, hidden until shown. Once saved the server keeps it encrypted and
 * only ever answers it masked, so the step then shows the masked number with a Change action.
 */
export function SsnStep(props: EnrollmentStepProps) {
  const { t } = useTranslation();
  const saved = typeof props.values[SSN] === 'string' ? (props.values[SSN] as string) : '';
  const form = useStepForm<SsnForm>({
    props,
    fields: ['ssn'],
    initial: () => ({ changing: saved === '', ssn: '' }),
    toData: ({ changing, ssn }): Record<string, unknown> => (changing ? { [SSN]: ssn } : {}),
    fieldOf: () => 'ssn',
  });
  const { changing, ssn } = form.form;
  // Focus follows the switch between the saved number and the boxes, so keyboard users are not lost.
  const [switched, setSwitched] = useState(0);
  useEffect(() => {
    if (switched === 0) return;
    document.getElementById(changing ? `${fieldId('ssn')}-digit-0` : CHANGE_ID)?.focus();
  }, [switched, changing]);
  const setChanging = (next: boolean) => {
    form.update({ changing: next, ssn: '' });
    setSwitched((count) => count + 1);
  };

  return (
    <StepForm form={form} onBack={props.onBack}>
      <p className="enroll-intro">{t('enroll.ssn.intro')}</p>
      {changing || !saved ? (
        <>
          <SsnField
            id={fieldId('ssn')}
            legend={t('enroll.ssn.label')}
            required
            value={ssn}
            onChange={(value) => form.update({ ssn: value })}
            error={form.errorOf('ssn')}
          />
          {saved && (
            <button type="button" className="button enroll-link-button" onClick={() => setChanging(false)}>
              {t('enroll.ssn.keep', { masked: saved })}
            </button>
          )}
        </>
      ) : (
        <div className="enroll-saved">
          <p>
            {t('enroll.ssn.saved')} <span className="enroll-saved__value">{saved}</span>
          </p>
          <button id={CHANGE_ID} type="button" className="button" onClick={() => setChanging(true)}>
            {t('enroll.ssn.change')}
          </button>
        </div>
      )}
    </StepForm>
  );
}
