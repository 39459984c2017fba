import { INVITATION_LISTS, type ConsoleInvitation } from '@credence/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvitationAction, useInvitations } from '../api/console';
import { nameOf } from './roster-list';

/** Open, accepted, expired and revoked invitations; open and expired ones can be resent or revoked. */
export function InvitationLists() {
  const { t, i18n } = useTranslation();
  const invitations = useInvitations(true);
  const resend = useInvitationAction('resend');
  const revoke = useInvitationAction('revoke');
  const [done, setDone] = useState('');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const act = (invitation: ConsoleInvitation, action: 'resend' | 'revoke') =>
    (action === 'resend' ? resend : revoke).mutate(invitation.id, {
      onSuccess: () =>
        setDone(
          t(action === 'resend' ? 'console.invitations.resent' : 'console.invitations.revoked', {
            email: invitation.email,
          }),
        ),
    });

  return (
    <section className="console__section" aria-labelledby="console-invitations">
      <h2 id="console-invitations">{t('console.invitations.title')}</h2>
      <p role="status">{done}</p>
      {invitations.isError && <p>{t('console.load-failed')}</p>}
      {invitations.data &&
        INVITATION_LISTS.map((list) => {
          const rows = invitations.data.filter((row) => row.list === list);
          return (
            <div key={list} className="console__group">
              <h3>
                {t(`console.list.${list}`)} ({rows.length})
              </h3>
              {rows.length === 0 ? (
                <p>{t('console.invitations.empty')}</p>
              ) : (
                <ul className="console__list">
                  {rows.map((row) => (
                    <li key={row.id} className="console__item">
                      <div className="console__item-main">
                        <strong className="console__email">{row.email}</strong>
                        {nameOf(row) && <span>{nameOf(row)}</span>}
                        {row.requirement && (
                          <span>{t('console.roster.requirement', { name: row.requirement })}</span>
                        )}
                        {list === 'open' && (
                          <span>{t('console.invitations.expires', { date: date(row.expires_at) })}</span>
                        )}
                      </div>
                      {(list === 'open' || list === 'expired') && (
                        <div className="console__actions">
                          <button
                            type="button"
                            className="button"
                            onClick={() => act(row, 'resend')}
                            aria-label={t('console.invitations.resend', { email: row.email })}
                          >
                            {t('console.invitations.resend-short')}
                          </button>
                          <button
                            type="button"
                            className="button"
                            onClick={() => act(row, 'revoke')}
                            aria-label={t('console.invitations.revoke', { email: row.email })}
                          >
                            {t('console.invitations.revoke-short')}
                          </button>
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
    </section>
  );
}
