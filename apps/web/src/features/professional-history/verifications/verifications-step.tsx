import { workVerifierSchema } from '@credence/shared';
import type { WorkVerificationItem, WorkVerificationRequestView, WordingKey } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Form } from '#web/components/form';
import { StatusBadge } from '#web/components/ui';
import type { StatusTone, StepComponentProps } from '#web/components/ui';
import { progressStepsQueryKey } from '../api/progress-steps';
import {
  sendVerification,
  workVerificationsQueryKey,
  workVerificationsQueryOptions,
} from '../api/work-verifications';
import { TextField } from '../editor/text-field';

export interface VerificationsStepProps {
  appReqId: string;
}

const TITLE_ID = 'ph-verifications-title';

/** 001 §4's wording for each state, with a tone and icon (never colour alone: the word is always shown). */
const STATUS: Record<WorkVerificationRequestView['status'], { key: WordingKey; tone: StatusTone }> = {
  pending: { key: 'verification.status.pending', tone: 'pending' },
  in_progress: { key: 'verification.status.in_progress', tone: 'pending' },
  signed: { key: 'verification.status.signed', tone: 'verified' },
  verified: { key: 'verification.status.verified', tone: 'verified' },
  error: { key: 'verification.status.error', tone: 'error' },
};

const itemName = (item: WorkVerificationItem, t: TFunction) =>
  item.role || item.institution
    ? t('professional-history.entry.name', {
        role: item.role || item.institution,
        institution: item.institution,
      })
    : t('professional-history.entry.untitled');

const dateOf = (value: string, language: string) =>
  new Date(value).toLocaleDateString(language, { dateStyle: 'medium' });

type Open = { item: WorkVerificationItem; verifier: { verifier_name: string; verifier_email: string } };

/**
 * The verifications step (000 §4; issue 16; decision 039): each position and affiliation the requirement
 * wants verified, its request's state in 001 §4's wording, and the verifier the clinician names for it —
 * sent, re-sent, changed, or retried after an error. The verifier gets an e-mailed link to a public page.
 */
export function VerificationsStep({ appReqId, next, previous }: VerificationsStepProps & StepComponentProps) {
  const { t, i18n } = useTranslation();
  const query = useQuery(workVerificationsQueryOptions(appReqId));
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const [news, setNews] = useState('');
  const [missing, setMissing] = useState(0);
  const alertBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (missing > 0) alertBox.current?.focus();
  }, [missing]);
  const reload = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: workVerificationsQueryKey(appReqId) }),
      queryClient.invalidateQueries({ queryKey: progressStepsQueryKey(appReqId) }),
    ]);
  const sending = useMutation({
    mutationFn: (input: Open) => sendVerification(appReqId, input.item, input.verifier),
    onSuccess: reload,
  });

  const data = query.data;
  if (!data) return <p>{t('professional-history.loading')}</p>;

  const send = async (input: Open) => {
    await sending.mutateAsync(input);
    setOpen(null);
    setNews(
      t('work-verification.step.sent-notice', {
        name: input.verifier.verifier_name,
        position: itemName(input.item, t),
      }),
    );
  };
  const onNext = () => {
    if (data.complete) return next();
    setMissing((count) => count + 1);
  };
  const unsent = data.items.filter((item) => item.request === null || item.request.status === 'error');
  const wanted = data.required.work_history || data.required.hospital_affiliations;

  return (
    <div className="ph-step">
      <p className="ph-intro">
        {wanted ? t('work-verification.step.intro') : t('work-verification.step.none')}
      </p>
      <div role="status" className={news ? 'ph-alert ph-alert--info' : 'ph-live'}>
        {news}
      </div>
      {missing > 0 && unsent.length > 0 && (
        <div ref={alertBox} className="ph-alert ph-alert--error" role="alert" tabIndex={-1}>
          <p className="ph-alert__title">{t('work-verification.step.missing')}</p>
          <ul>
            {unsent.map((item) => (
              <li key={item.item_id}>{itemName(item, t)}</li>
            ))}
          </ul>
        </div>
      )}
      {wanted && (
        <section className="ph-section" aria-labelledby={TITLE_ID}>
          <h3 id={TITLE_ID} tabIndex={-1}>
            {t('work-verification.step.list')}
          </h3>
          {data.items.length === 0 ? (
            <p className="ph-empty">{t('work-verification.step.empty')}</p>
          ) : (
            <ul className="ph-list">
              {data.items.map((item) => (
                <VerificationItem
                  key={`${item.kind}:${item.item_id}`}
                  item={item}
                  language={i18n.language}
                  editing={
                    open?.item.item_id === item.item_id && open.item.kind === item.kind ? open.verifier : null
                  }
                  onOpen={(verifier) => setOpen({ item, verifier })}
                  onResend={() =>
                    void send({
                      item,
                      verifier: {
                        verifier_name: item.request!.verifier_name,
                        verifier_email: item.request!.verifier_email,
                      },
                    })
                  }
                  onSend={(verifier) => send({ item, verifier })}
                  onCancel={() => setOpen(null)}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      <div className="ph-actions">
        <button type="button" className="button" onClick={previous}>
          {t('action.back')}
        </button>
        <button type="button" className="button button--primary" onClick={onNext}>
          {t('action.next')}
        </button>
      </div>
    </div>
  );
}

function VerificationItem({
  item,
  language,
  editing,
  onOpen,
  onResend,
  onSend,
  onCancel,
}: {
  item: WorkVerificationItem;
  language: string;
  /** The verifier the open form starts with; null while the form is closed. */
  editing: Open['verifier'] | null;
  onOpen: (verifier: Open['verifier']) => void;
  onResend: () => void;
  onSend: (verifier: Open['verifier']) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const name = itemName(item, t);
  const request = item.request;
  const status = request ? STATUS[request.status] : null;
  const dates = t('professional-history.dates.range', {
    start: item.start_date || t('professional-history.dates.unknown'),
    end: item.end_date || t('professional-history.dates.present'),
  });
  const headingId = `ph-verify-${item.item_id}`;
  return (
    <li className="ph-item ph-verify-item" aria-labelledby={headingId}>
      <h4 id={headingId} className="ph-item__name">
        {name}
      </h4>
      <p className="ph-item__meta">{dates}</p>
      <p className="ph-item__meta">
        {status ? (
          <StatusBadge tone={status.tone}>{t(status.key)}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t('work-verification.step.not-sent')}</StatusBadge>
        )}
      </p>
      {request && (
        <>
          <p className="ph-item__meta">
            {t('work-verification.step.verifier', {
              name: request.verifier_name,
              email: request.verifier_email,
            })}
          </p>
          {(request.status === 'pending' || request.status === 'in_progress') && (
            <p className="ph-item__meta">
              {t('work-verification.step.sent', {
                date: dateOf(request.sent_at, language),
                expires: dateOf(request.expires_at, language),
              })}
            </p>
          )}
          {request.error === 'declined' && (
            <p className="ph-item__meta">
              {t('work-verification.step.declined', { reason: request.decline_reason ?? '' })}
            </p>
          )}
          {request.error === 'expired' && (
            <p className="ph-item__meta">{t('work-verification.step.expired')}</p>
          )}
        </>
      )}
      {editing ? (
        <VerifierForm
          title={t('work-verification.step.form-title', { name })}
          initial={editing}
          onSend={onSend}
          onCancel={onCancel}
        />
      ) : (
        <div className="ph-item__actions">
          {!request && (
            <button
              type="button"
              className="button"
              aria-label={t('work-verification.step.name-verifier-named', { name })}
              onClick={() => onOpen({ verifier_name: '', verifier_email: '' })}
            >
              {t('work-verification.step.name-verifier')}
            </button>
          )}
          {request && (request.status === 'pending' || request.status === 'in_progress') && (
            <>
              <button
                type="button"
                className="button"
                aria-label={t('work-verification.step.resend-named', { name })}
                onClick={onResend}
              >
                {t('work-verification.step.resend')}
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('work-verification.step.change-named', { name })}
                onClick={() => onOpen({ verifier_name: '', verifier_email: '' })}
              >
                {t('work-verification.step.change')}
              </button>
            </>
          )}
          {request?.status === 'error' && (
            <button
              type="button"
              className="button"
              aria-label={t('work-verification.step.retry-named', { name })}
              onClick={() =>
                onOpen({ verifier_name: request.verifier_name, verifier_email: request.verifier_email })
              }
            >
              {t('verification.retry')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function VerifierForm({
  title,
  initial,
  onSend,
  onCancel,
}: {
  title: string;
  initial: { verifier_name: string; verifier_email: string };
  onSend: (verifier: { verifier_name: string; verifier_email: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ph-editor" aria-label={title}>
      <h5 ref={heading} tabIndex={-1}>
        {title}
      </h5>
      <Form
        schema={workVerifierSchema}
        defaultValues={initial}
        fields={['verifier_name', 'verifier_email']}
        fieldId={(field) => `ph-verifier-${field}`}
        failure={{ offline: 'work-verification.failed', failed: 'work-verification.failed' }}
        onSubmit={async (parsed) => onSend(parsed)}
        className="stack"
      >
        {(_form, frame) => (
          <>
            <TextField name="verifier_name" label={t('work-verification.step.verifier_name')} required />
            <TextField
              name="verifier_email"
              label={t('work-verification.step.verifier_email')}
              type="email"
              required
            />
            <div className="ph-actions">
              <button type="submit" className="button button--primary" disabled={frame.saving}>
                {t('work-verification.step.send')}
              </button>
              <button type="button" className="button" onClick={onCancel}>
                {t('work-verification.step.cancel')}
              </button>
            </div>
          </>
        )}
      </Form>
    </section>
  );
}
