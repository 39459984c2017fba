import { createShareBodySchema, SHARE_ATTESTATIONS } from '@credence/shared';
import type { ShareChecklist, WordingKey } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, FormField, SignatureFields } from '#web/components/form';
import type { FormIssue } from '#web/components/form';
import { CheckboxField, FieldGroup } from '#web/components/ui';

/** What the attestation and signature screens need: a share's checklist or an OpenID4VP request (decision 054). */
export type ConsentSubject = Pick<ShareChecklist, 'organization' | 'attestations' | 'adopted_signature'>;

// Both steps run on the one form engine (decision 031): a step that is not complete shows its problem beside
// the fields and in the error summary, which takes focus.
// Neither step's submit can fail (the share is sent by the page, which shows the server's answer).
const STEP_FAILURE = { offline: 'share.incomplete', failed: 'share.incomplete' } as const;
const STATEMENTS = 'statements';
const answersSchema = z.partialRecord(z.enum(SHARE_ATTESTATIONS), z.boolean());
type Answers = Record<string, boolean>;

/** The attestation questions: every statement must be confirmed; the answers are kept as they are ticked. */
export function Attestation({
  checklist,
  answered,
  setAnswered,
  onBack,
  onContinue,
}: {
  checklist: ConsentSubject;
  answered: string[];
  setAnswered: (next: string[]) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const organization = checklist.organization.name;
  const check = (values: Answers): FormIssue[] =>
    checklist.attestations.every((id) => values[id] === true)
      ? []
      : [{ field: STATEMENTS, message: 'share.attestation.required' }];
  return (
    <section aria-labelledby="attestation-title" className="share-section">
      <h2 id="attestation-title">{t('share.step.attestation')}</h2>
      <Form<Answers>
        schema={answersSchema}
        defaultValues={Object.fromEntries(checklist.attestations.map((id) => [id, answered.includes(id)]))}
        check={check}
        fields={[STATEMENTS]}
        fieldId={(field) => `attestation-${field}`}
        failure={STEP_FAILURE}
        alertClassName="share-alert"
        onValuesChange={(values) => setAnswered(checklist.attestations.filter((id) => values[id] === true))}
        onSubmit={onContinue}
      >
        {(_, frame) => (
          <>
            <FieldGroup
              id={`attestation-${STATEMENTS}`}
              legend={t('share.attestation.intro')}
              error={frame.errorOf(STATEMENTS)}
            >
              {checklist.attestations.map((id) => (
                <FormField key={id} name={id}>
                  {(field) => (
                    <CheckboxField
                      id={`attestation-${id}`}
                      label={t(`share.attestation.${id}` as WordingKey, { organization })}
                      checked={field.value === true}
                      onChange={field.onChange}
                    />
                  )}
                </FormField>
              ))}
            </FieldGroup>
            <div className="share-actions">
              <button type="button" className="button" onClick={onBack}>
                {t('share.back')}
              </button>
              <button type="submit" className="button button--primary">
                {t('share.continue')}
              </button>
            </div>
          </>
        )}
      </Form>
    </section>
  );
}

interface SignatureValues {
  full_name: string;
  confirmed: boolean;
}

/**
 * The signature: the full name typed and the box ticked (the share body's own schema checks both). The share
 * is sent by `onSign`; what the server answers when it fails is `error`.
 */
export function Signature({
  checklist,
  onBack,
  onSign,
  pending,
  error,
}: {
  checklist: ConsentSubject;
  onBack: () => void;
  onSign: (fullName: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="signature-title" className="share-section">
      <h2 id="signature-title">{t('share.step.signature')}</h2>
      {error && (
        <p className="share-alert" role="alert">
          {error}
        </p>
      )}
      <Form<SignatureValues, z.output<typeof createShareBodySchema.shape.signature>>
        schema={createShareBodySchema.shape.signature}
        defaultValues={{ full_name: '', confirmed: false }}
        fields={['full_name', 'confirmed']}
        fieldId={(field) => (field === 'full_name' ? 'share-signature' : 'share-signature-confirm')}
        failure={STEP_FAILURE}
        alertClassName="share-alert"
        onSubmit={(data) => onSign(data.full_name)}
      >
        <SignatureFields
          nameLabel={t('share.signature.label')}
          confirmLabel={t('share.signature.confirm')}
          confirmName="confirmed"
        />
        <div className="share-actions">
          <button type="button" className="button" onClick={onBack}>
            {t('share.back')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('share.submit', { organization: checklist.organization.name })}
          </button>
        </div>
      </Form>
      {checklist.adopted_signature === null && <p className="share-note">{t('share.signature.first')}</p>}
    </section>
  );
}
