import type { Credential } from '@credence/shared';
import { useTranslation } from 'react-i18next';
import { Icon, StatusBadge } from '#web/components/ui';
import type { StatusTone } from '#web/components/ui';
import type { CardState } from './card-state';

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "24 Nov 2026" (issue 14's wording of a check's date). */
export function shortDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : DATE.format(date);
}

const TONES: Record<CardState['kind'], StatusTone> = {
  verified: 'verified',
  attested: 'neutral',
  expiring: 'pending',
  expired: 'expired',
  revoked: 'error',
  suspended: 'error',
  'needs-review': 'pending',
  pending: 'neutral',
  disputed: 'pending',
};

/** The card's state as an icon and a word (never colour alone). */
export function StateBadge({ state }: { state: CardState }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[state.kind]}>
      {state.kind !== 'expiring'
        ? t(`wallet.state.${state.kind}`)
        : state.days === 0
          ? t('wallet.state.expires-today')
          : state.days === 1
            ? t('wallet.state.expiring-one')
            : t('wallet.state.expiring', { days: state.days })}
    </StatusBadge>
  );
}

/** "From NPPES, checked 24 Nov 2026": where the values come from and when the source was asked. */
export function EvidenceLine({ evidence }: { evidence: Credential['evidence'] }) {
  const { t } = useTranslation();
  const source = t(`credential.origin.${evidence.origin}`);
  const date = shortDate(evidence.checked_at);
  return (
    <p className="wallet-card__evidence">
      {date ? t('credential.from-source', { source, date }) : t('wallet.from-source-unchecked', { source })}
    </p>
  );
}

/** A dispute's state, and its answer once the re-check of the source has given one. */
export function DisputeNote({ dispute }: { dispute: NonNullable<Credential['dispute']> }) {
  const { t } = useTranslation();
  const answered = shortDate(dispute.answered_at);
  return (
    <div className="wallet-card__dispute" role="status">
      <p>
        <Icon name={dispute.status === 'open' ? 'circle' : 'info'} />{' '}
        <strong>{t(`credential.dispute.status.${dispute.status}`)}</strong>
      </p>
      <p className="wallet-card__dispute-reason">
        {t('wallet.dispute.your-reason', { reason: dispute.reason })}
      </p>
      {dispute.answer && (
        <p>
          {answered && <span>{t('wallet.dispute.answered-on', { date: answered })} </span>}
          {/* The answer is a wording key (credentials contract); an unknown one is shown as it came. */}
          {t(dispute.answer as never, { defaultValue: dispute.answer })}
        </p>
      )}
      {dispute.answer_evidence && <EvidenceLine evidence={dispute.answer_evidence} />}
    </div>
  );
}
