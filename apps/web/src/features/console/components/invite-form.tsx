import { invitationInputSchema } from '@credence/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvite } from '../api/console';
import { RequirementSelect } from './requirement-select';

/** One invitation by e-mail, to a requirement set; the e-mail goes through the server's outbox. */
export function InviteForm() {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [requirement, setRequirement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const input = invitationInputSchema.safeParse({
      email: email.trim(),
      first_name: first,
      last_name: last,
      app_req_id: requirement,
    });
    if (!input.success) {
      setProblem(t('console.invite.invalid-email'));
      return;
    }
    setProblem(null);
    invite.mutate(input.data, {
      onSuccess: (invitation) => {
        setSent(invitation.email);
        setEmail('');
        setFirst('');
        setLast('');
      },
      onError: () => setProblem(t('console.invite.failed')),
    });
  };

  return (
    <section className="console__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('console.invite.title')}</h2>
      <form className="console__form" onSubmit={submit} noValidate>
        <div className="console__field">
          <label htmlFor={`${id}-email`}>{t('console.invite.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            required
          />
        </div>
        <div className="console__field">
          <label htmlFor={`${id}-first`}>{t('console.invite.first-name')}</label>
          <input id={`${id}-first`} value={first} onChange={(event) => setFirst(event.target.value)} />
        </div>
        <div className="console__field">
          <label htmlFor={`${id}-last`}>{t('console.invite.last-name')}</label>
          <input id={`${id}-last`} value={last} onChange={(event) => setLast(event.target.value)} />
        </div>
        <RequirementSelect id={`${id}-requirement`} value={requirement} onChange={setRequirement} />
        {problem && (
          <p id={`${id}-problem`} className="console__problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={invite.isPending}>
          {t('console.invite.submit')}
        </button>
        <p role="status">{sent ? t('console.invite.sent', { email: sent }) : ''}</p>
      </form>
    </section>
  );
}
