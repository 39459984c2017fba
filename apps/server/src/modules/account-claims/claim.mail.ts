import { translate } from '@credence/shared';
import type { MailMessage } from '../mail/mailer';

export function claimAccountMessage(to: string, link: string, organization: string): MailMessage {
  return {
    to,
    subject: translate('email.claim-account.subject'),
    body: translate('email.claim-account.body', { link, organization }),
  };
}
