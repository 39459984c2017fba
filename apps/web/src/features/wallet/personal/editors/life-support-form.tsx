import {
  ECARD_LENGTH,
  makeOtherCertificationAnswerSchema,
  type OtherCertificationAnswer,
  type OtherCertificationKey,
} from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Form, FormField } from '#web/components/form';
import { DateField } from '#web/components/ui';
import { useSaveSelfAttested } from '../../api/profile';
import { EDIT_FAILURE } from '../../catalogue/edit-form';
import { editorFieldOf, TextInput, YesNoField } from './editor-parts';
import { LifeSupportCardUpload } from './life-support-card-upload';

interface CardValues {
  answer: boolean | null;
  expiration: string;
  ecard: string;
  document: unknown;
}

const schema = makeOtherCertificationAnswerSchema({ now: () => new Date() });
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const answerOf = (value: unknown): boolean | null => {
  const answer = text(value).toLowerCase();
  return answer === 'yes' ? true : answer === 'no' ? false : null;
};

/** One certification's answer and card: yes/no, then (for a yes) its expiration, eCard number and card. */
export function LifeSupportCardForm({
  cert,
  label,
  stored,
  onDone,
}: {
  cert: OtherCertificationKey;
  label: string;
  stored: { answer?: unknown; expiration?: unknown; ecard?: unknown; document?: unknown };
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSelfAttested();
  return (
    <Form<CardValues, OtherCertificationAnswer>
      schema={schema}
      defaultValues={{
        answer: answerOf(stored.answer),
        expiration: text(stored.expiration),
        ecard: text(stored.ecard),
        document: stored.document ?? null,
      }}
      // A No keeps no date or card number; the card's document (uploaded with a Yes) is kept as it is.
      toInput={(values) =>
        values.answer === true
          ? values
          : { answer: values.answer, expiration: '', ecard: '', document: values.document }
      }
      check={(values) =>
        values.answer === null ? [{ field: 'answer', message: 'validation.choose-option' }] : []
      }
      fields={['answer', 'expiration', 'ecard', 'document']}
      fieldId={(name) => `life-support-${cert}-${name}`}
      serverPath={editorFieldOf}
      failure={EDIT_FAILURE}
      className="credential-form"
      alertClassName="wallet__alert"
      onSubmit={async (answer) => {
        await save.mutateAsync({ [`other_certifications|${cert}`]: answer });
        onDone(true);
      }}
    >
      {(form, frame) => (
        <fieldset className="credential-form__section">
          <legend>
            <h3>{label}</h3>
          </legend>
          <FormField name="answer">
            {(bound) => <YesNoField field={bound} legend={t('wallet.life-support.question', { label })} />}
          </FormField>
          {form.watch('answer') === true && (
            <>
              <FormField name="expiration">
                {(bound) => (
                  <DateField
                    id={bound.id}
                    name={bound.name}
                    label={t('wallet.life-support.expiration')}
                    value={String(bound.value ?? '')}
                    error={bound.error}
                    onBlur={bound.onBlur}
                    onChange={(value) => bound.onChange(value)}
                  />
                )}
              </FormField>
              <FormField name="ecard">
                {(bound) => (
                  <TextInput
                    field={bound}
                    label={t('wallet.life-support.ecard')}
                    hint={t('wallet.life-support.ecard-hint', { length: ECARD_LENGTH })}
                    maxLength={ECARD_LENGTH + 4}
                  />
                )}
              </FormField>
              <LifeSupportCardUpload label={label} />
            </>
          )}
          <div className="credential-form__actions">
            <button type="submit" className="button button--primary" disabled={frame.saving}>
              {t('action.save')}
            </button>
            <button type="button" className="button" onClick={() => onDone(false)}>
              {t('action.cancel')}
            </button>
          </div>
        </fieldset>
      )}
    </Form>
  );
}
