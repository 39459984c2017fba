import { translate } from '@credence/shared';
import type { MailMessage } from './mailer';

/** Every e-mail's wording comes from the catalogue; only the link and the greeting name vary. */
export function emailVerificationMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: translate('email.verify-email.subject'),
    body: translate('email.verify-email.body', { link }),
  };
}

export function passwordResetMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: translate('email.reset-password.subject'),
    body: translate('email.reset-password.body', { link }),
  };
}
