import { DISPUTE_REASON_MAX, textField } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import type { Credential, CredentialFieldValue } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, FormField } from '#web/components/form';
import { CheckboxField, Field, Icon } from '#web/components/ui';
import { useAcceptCredential, useDisputeCredential } from '../api/credentials';
import { fieldLabelKey } from '../catalogue/credential-values';
import { CredentialForm } from '../catalogue/registry';
import { EDIT_FAILURE } from '../catalogue/edit-form';
import { EvidenceLine } from '../credentials/credential-facts';

const shown = (value: CredentialFieldValue) =>
  value === null ? '' : Array.isArray(value) ? value.join(', ') : value;

const disputeSchema = z.object({
  reason: textField
    .refine((value) => value.trim() !== '', { message: 'validation.required' })
    .refine((value) => value.length <= DISPUTE_REASON_MAX, {
      message: 'validation.too-long',
      params: { max: DISPUTE_REASON_MAX },
    }),
  evidence: textField,
});
type DisputeValues = { reason: string; evidence: string };

function DisputeForm({ credential, onDone }: { credential: Credential; onDone: () => void }) {
  const { t } = useTranslation();
  const dispute = useDisputeCredential();
  const id = (name: string) => `dispute-${credential.id}-${name}`;
  return (
    <Form<DisputeValues, z.output<typeof disputeSchema>>
      schema={disputeSchema}
      defaultValues={{ reason: '', evidence: '' }}
      fields={['reason', 'evidence']}
      fieldId={id}
      failure={EDIT_FAILURE}
      className="review-offer__dispute"
      alertClassName="wallet__alert"
      onSubmit={async ({ reason, evidence }) => {
        const text = evidence.trim()
          ? `${reason.trim()}\n\n${t('wallet.dispute.evidence-prefix')}: ${evidence.trim()}`
          : reason.trim();
        await dispute.mutateAsync({ id: credential.id, reason: text.slice(0, DISPUTE_REASON_MAX) });
        onDone();
      }}
    >
      {(_, frame) => (
        <fieldset>
          <legend>
            <h3 className="review-offer__dispute-title">
              {t('wallet.dispute.title', { name: credential.name })}
            </h3>
          </legend>
          <FormField name="reason">
            {(field) => (
              <Field
                id={field.id}
                label={t('wallet.dispute.reason')}
                hint={t('wallet.dispute.reason-hint')}
                error={field.error}
                required
              >
                {(ids) => (
                  <textarea
                    {...ids}
                    className="input"
                    rows={4}
                    name={field.name}
                    value={String(field.value)}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.value)}
                  />
                )}
              </Field>
            )}
          </FormField>
          <FormField name="evidence">
            {(field) => (
              <Field
                id={field.id}
                label={t('wallet.dispute.evidence')}
                hint={t('wallet.dispute.evidence-hint')}
                error={field.error}
              >
                {(ids) => (
                  <textarea
                    {...ids}
                    className="input"
                    rows={2}
                    name={field.name}
                    value={String(field.value)}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.value)}
                  />
                )}
              </Field>
            )}
          </FormField>
          <div className="credential-form__actions">
            <button type="submit" className="button button--primary" disabled={frame.saving}>
              {t('wallet.dispute.send')}
            </button>
            <button type="button" className="button" onClick={onDone}>
              {t('action.cancel')}
            </button>
          </div>
        </fieldset>
      )}
    </Form>
  );
}

/** How a field's two values compare, as an icon and a word. */
function Comparison({ matches }: { matches: boolean | null }) {
  const { t } = useTranslation();
  if (matches === null) return <span>{t('wallet.review.nothing-to-compare')}</span>;
  return (
    <span className={matches ? 'review-offer__same' : 'review-offer__differs'}>
      <Icon name={matches ? 'check' : 'warning'} />{' '}
      {t(matches ? 'wallet.review.matches' : 'wallet.review.differs')}
    </span>
  );
}

/**
 * One offer on /verified-source-review: each field the source holds beside what the clinician said, where it
 * comes from ("From NPPES, checked 24 Nov 2026"), and accept (the attestation ticked) or dispute.
 */
export function OfferReview({ credential }: { credential: Credential }) {
  const { t } = useTranslation();
  const accept = useAcceptCredential();
  const [attested, setAttested] = useState(false);
  const [attestError, setAttestError] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const titleId = `offer-${credential.id}`;
  const attestId = `attest-${credential.id}`;
  const rows =
    credential.review.length > 0
      ? credential.review
      : Object.entries(credential.fields).map(([field, value]) => ({
          field,
          source_value: value,
          attested_value: null,
          matches: null,
        }));
  // A table only where something can be compared; otherwise the catalogue's read-only form says it better.
  const comparable = rows.some((row) => row.matches !== null || row.attested_value !== null);
  const labelOf = (key: string) => {
    const label = fieldLabelKey(key);
    return isWordingKey(label) ? t(label) : key;
  };

  return (
    <article className="wallet-card review-offer" aria-labelledby={titleId}>
      <header className="wallet-card__header">
        <h2 id={titleId}>{credential.name}</h2>
        {credential.needs_review && <p className="review-offer__flag">{t('credential.needs-review')}</p>}
      </header>
      <EvidenceLine evidence={credential.evidence} />
      {comparable ? (
        <div className="review-offer__table-wrap">
          <table className="review-offer__table">
            <caption className="visually-hidden">
              {t('wallet.review.caption', { name: credential.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('wallet.review.field')}</th>
                <th scope="col">{t('wallet.review.yours')}</th>
                <th scope="col">{t('wallet.review.source')}</th>
                <th scope="col">{t('wallet.review.result')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{labelOf(row.field)}</th>
                  <td>{shown(row.attested_value) || t('credential.value.not-given')}</td>
                  <td>{shown(row.source_value) || t('credential.value.not-given')}</td>
                  <td>
                    <Comparison matches={row.matches} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        // Nothing the clinician said to compare with (an exclusion check): the source's answer in its own form.
        <CredentialForm
          credential={{ schema_name: credential.schema_name, name: credential.name, data: credential.fields }}
          idPrefix={`offer-${credential.id}`}
        />
      )}
      {disputing ? (
        <DisputeForm credential={credential} onDone={() => setDisputing(false)} />
      ) : (
        <>
          <CheckboxField
            id={attestId}
            label={t('wallet.review.attest')}
            checked={attested}
            error={attestError ? t('credential.attestation-required') : undefined}
            onChange={(checked) => {
              setAttested(checked);
              if (checked) setAttestError(false);
            }}
          />
          <div className="credential-form__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={accept.isPending}
              onClick={() => {
                if (!attested) {
                  setAttestError(true);
                  document.getElementById(attestId)?.focus();
                  return;
                }
                accept.mutate(credential.id);
              }}
            >
              {t('wallet.review.accept')}
              <span className="visually-hidden">: {credential.name}</span>
            </button>
            {credential.evidence.source !== 'work_verification' && (
              <button type="button" className="button" onClick={() => setDisputing(true)}>
                {t('credential.dispute')}
                <span className="visually-hidden">: {credential.name}</span>
              </button>
            )}
          </div>
          {credential.evidence.source === 'work_verification' && (
            // A verifier's signed record is not re-checked by a source (decision 042).
            <p className="wallet-card__evidence">{t('wallet.review.signed-record-hint')}</p>
          )}
          {accept.isError && (
            <p className="wallet__alert" role="alert">
              {t('wallet.review.accept-failed')}
            </p>
          )}
        </>
      )}
    </article>
  );
}
