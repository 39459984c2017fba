import { consentSignBodySchema } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Form, SignatureFields } from '#web/components/form';
import type { ConsentForm } from '../api/consent';

interface SignValues {
  full_name: string;
  confirm: boolean;
}

export interface ConsentSignFormProps {
  form: ConsentForm;
  /** Signs the form with the typed name (the server keeps the first spelling for every later signature). */
  onSign: (fullName: string) => Promise<void>;
}

/**
 * The signature of one consent form (001 §5): the full name typed is the signature, pre-filled with the
 * spelling adopted at the first signature, and the box that must be ticked to confirm reading the form.
 */
export function ConsentSignForm({ form, onSign }: ConsentSignFormProps) {
  const { t } = useTranslation();
  return (
    <Form<SignValues, { full_name: string }>
      schema={consentSignBodySchema}
      defaultValues={{ full_name: form.signature_name ?? '', confirm: false }}
      toInput={(values) => ({ ...values, document_keys: [form.document_key] })}
      fieldOf={(path) => String(path[0] ?? 'full_name')}
      fields={['full_name', 'confirm']}
      fieldId={(field) => `consent-${form.id}-${field}`}
      failure={{ offline: 'consent.sign-offline', failed: 'signature.save-error' }}
      alertClassName="alert"
      className="stack consent-sign"
      onSubmit={(data) => onSign(data.full_name)}
    >
      {(_form, frame) => (
        <>
          <SignatureFields
            nameLabel={t('consent.signature-name')}
            confirmLabel={t('consent.confirm')}
            confirmName="confirm"
          />
          <div>
            <button type="submit" className="button button--primary" disabled={frame.saving}>
              {t('consent.sign')}
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
