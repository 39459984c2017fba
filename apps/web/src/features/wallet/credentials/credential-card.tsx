import { paths } from '@credence/shared';
import { isWordingKey } from '#web/lib/i18n';
import type { Credential } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '#web/components/ui';
import { useDisputeCredential, useRequestVerification } from '../api/credentials';
import { CredentialForm, catalogueEntryFor } from '../catalogue/registry';
import { fieldLabelKey } from '../catalogue/credential-values';
import { canShare, cardState, daysSince, offersReverification } from './card-state';
import { correctionReason } from './correction-reason';
import { DisputeNote, EvidenceLine, StateBadge } from './credential-facts';

/** One credential of /credentials: its state, its age, where it comes from, its form, and what can be done. */
export function CredentialCard({ credential }: { credential: Credential }) {
  const { t } = useTranslation();
  const state = cardState(credential);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const dispute = useDisputeCredential();
  const reverify = useRequestVerification();
  const titleId = `credential-${credential.id}`;
  const age = credential.verified_at ? daysSince(credential.verified_at) : null;
  const typeKey = `credential.type.${credential.schema_name}`;
  const ended = !canShare(state);
  // A verifier's signed record (decision 042): no source re-checks it; the verifier is asked again instead.
  const signedRecord = credential.evidence.source === 'work_verification';
  const editable =
    !signedRecord &&
    Boolean(catalogueEntryFor(credential.schema_name).Edit) &&
    !ended &&
    credential.dispute?.status !== 'open' &&
    credential.status !== 'disputed';
  const labelOf = (key: string) => {
    const label = fieldLabelKey(key);
    return isWordingKey(label) ? t(label) : key;
  };

  const saveCorrection = async (data: Record<string, unknown>) => {
    const reason = correctionReason(credential.fields, data, labelOf, t('wallet.correction.intro'));
    if (reason) {
      await dispute.mutateAsync({ id: credential.id, reason });
      setNotice(t('wallet.correction.sent'));
    }
    setEditing(false);
  };

  return (
    <article className="wallet-card" aria-labelledby={titleId}>
      <header className="wallet-card__header">
        <h3 id={titleId}>{credential.name}</h3>
        <p className="wallet-card__type">{isWordingKey(typeKey) ? t(typeKey) : credential.schema_name}</p>
        <StateBadge state={state} />
      </header>
      <p className="wallet-card__age">
        {state.kind === 'attested'
          ? t('wallet.age.attested')
          : age === null
            ? t('wallet.age.not-verified')
            : age === 0
              ? t('wallet.age.today')
              : age === 1
                ? t('wallet.age.one-day')
                : t('wallet.age.days', { days: age })}
      </p>
      <EvidenceLine evidence={credential.evidence} />
      {credential.awaiting_identity && <p>{t('credential.awaiting-identity')}</p>}
      {ended && (
        <p className="wallet-card__cannot-share">
          <Icon name="warning" /> {t('wallet.cannot-share')}
        </p>
      )}
      {credential.dispute && <DisputeNote dispute={credential.dispute} />}
      {notice && (
        <p className="wallet-card__notice" role="status">
          {notice}
        </p>
      )}
      <CredentialForm
        credential={{ schema_name: credential.schema_name, name: credential.name, data: credential.fields }}
        idPrefix={`c-${credential.id}`}
        {...(editing ? { edit: { onSave: saveCorrection, onCancel: () => setEditing(false) } } : {})}
      />
      <div className="wallet-card__actions">
        {editable && !editing && (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t('wallet.correction.open')}
            <span className="visually-hidden">: {credential.name}</span>
          </button>
        )}
        {!ended && credential.status === 'added' && !credential.awaiting_identity && (
          // OpenID4VCI (decision 054): a copy of this credential for a wallet of the clinician's own.
          <Link className="button" to={paths.walletOffer(credential.id)}>
            {t('oid4vci.offer.action')}
            <span className="visually-hidden">: {credential.name}</span>
          </Link>
        )}
        {offersReverification(state) && !signedRecord && (
          <button
            type="button"
            className="button button--primary"
            disabled={reverify.isPending || reverify.isSuccess}
            onClick={() => reverify.mutate(credential.id)}
          >
            {t('wallet.reverify')}
            <span className="visually-hidden">: {credential.name}</span>
          </button>
        )}
      </div>
      {reverify.isSuccess && (
        <p className="wallet-card__notice" role="status">
          {t('wallet.reverify-requested')}
        </p>
      )}
      {reverify.isError && (
        <p className="wallet__alert" role="alert">
          {t('wallet.reverify-failed')}
        </p>
      )}
    </article>
  );
}
