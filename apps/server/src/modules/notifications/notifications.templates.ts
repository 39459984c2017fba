import { isWordingKey, paths, translate, type StoredNotification } from '@credence/shared';
import { SMS_MAX_BODY } from '../../adapters/sms/sms-adapter';
import type { MailMessage } from '../mail/mailer';

/** The notification's title as a sentence: its wording key filled in, or the text a person wrote. */
export function titleOf(notification: Pick<StoredNotification, 'title_key' | 'title_params' | 'text'>) {
  if (notification.title_key && isWordingKey(notification.title_key))
    return translate(notification.title_key, notification.title_params);
  return notification.text ?? '';
}

function messageOf(notification: Pick<StoredNotification, 'title_key' | 'title_params' | 'text'>) {
  const title = titleOf(notification);
  return notification.text && notification.text !== title ? `${title}\n\n${notification.text}` : title;
}

export function notificationEmail(
  to: string,
  notification: Pick<StoredNotification, 'title_key' | 'title_params' | 'text'>,
  origin: string,
): MailMessage {
  return {
    to,
    subject: translate('email.notification.subject'),
    body: translate('email.notification.body', {
      message: messageOf(notification),
      link: `${origin}${paths.actionCenter()}`,
      preferences: `${origin}${paths.notificationPreferences()}`,
    }),
  };
}

/** Short by nature; cut to the provider's limit rather than refused. */
export function notificationSms(
  notification: Pick<StoredNotification, 'title_key' | 'title_params' | 'text'>,
  origin: string,
): string {
  const body = translate('sms.notification', {
    message: messageOf(notification),
    link: `${origin}${paths.actionCenter()}`,
  });
  return body.length > SMS_MAX_BODY ? `${body.slice(0, SMS_MAX_BODY - 1)}…` : body;
}
