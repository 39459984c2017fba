import {
  defaultNotificationPreferences,
  NOTIFICATION_TYPES,
  notificationTypeSchema,
  type NotificationPreferences,
  type NotificationType,
  type StoredNotification,
  type WordingKey,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import { createSmsAdapter, type SmsAdapter } from '../../adapters/sms/sms-adapter';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit, type AuditOrigin } from '../audit/audit.service';
import type { Mailer } from '../mail/mailer';
import { publish } from './notifications.bus';
import {
  findContact,
  insertNotification,
  insertSmsOutbox,
  readPreferences,
  writePreferences,
  type NotificationRow,
} from './notifications.repository';
import { notificationEmail, notificationSms } from './notifications.templates';

export interface NotifyDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /** Defaults to the configured provider, or the sms_outbox table when none is configured. */
  sms?: SmsAdapter;
  /** Where a failed e-mail or text is reported; ids only. */
  onDeliveryError?: (channel: 'email' | 'sms', error: unknown) => void;
}

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  /** A wording key (with params) for notices the system writes… */
  titleKey?: WordingKey;
  titleParams?: Record<string, string | number>;
  /** …or text a person wrote; at least one of the two. */
  text?: string;
  payload?: Record<string, unknown>;
  /** Who caused it, for the audit log; the system when absent. */
  origin?: AuditOrigin;
}

export interface NotifyResult {
  notification: StoredNotification | null;
  email: boolean;
  sms: boolean;
}

const SYSTEM_ORIGIN: AuditOrigin = { ip: null, request_id: null };

export function toWire(row: NotificationRow): StoredNotification {
  return {
    id: row.id,
    type: notificationTypeSchema.parse(row.type),
    title_key: row.title_key,
    title_params: row.title_params,
    text: row.text,
    payload: row.payload,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Saved choices over the defaults, so a type added after the person saved starts at its default. */
export async function preferencesOf(db: Kysely<Database>, userId: string): Promise<NotificationPreferences> {
  const saved = (await readPreferences(db, userId)) ?? {};
  const merged = defaultNotificationPreferences();
  for (const type of NOTIFICATION_TYPES) Object.assign(merged[type], saved[type] ?? {});
  return merged;
}

export function smsOutboxAdapter({ db, config, clock }: Pick<NotifyDeps, 'db' | 'config' | 'clock'>) {
  return createSmsAdapter(config, {
    store: (message) =>
      insertSmsOutbox(db, { id: message.id, to: message.to, body: message.body, at: clock() }),
  });
}

/**
 * The one way any module tells a person something. In-app notices are stored and announced to every
 * instance in the same transaction; e-mail and text follow the person's preferences for the type.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<NotifyResult> {
  if (!input.titleKey && !input.text) throw new Error('notify: a title key or a text is required');
  const wanted = (await preferencesOf(deps.db, input.userId))[input.type];
  const content = {
    title_key: input.titleKey ?? null,
    title_params: input.titleParams ?? {},
    text: input.text ?? null,
  };
  const notification = await deps.db.transaction().execute(async (trx) => {
    await audit(trx, input.origin ?? SYSTEM_ORIGIN, {
      action: 'notification.create',
      outcome: 'success',
      target_type: 'user',
      target_id: input.userId,
      details: { type: input.type, in_app: wanted.in_app, email: wanted.email, sms: wanted.sms },
    });
    if (!wanted.in_app) return null;
    const row = await insertNotification(trx, {
      userId: input.userId,
      type: input.type,
      titleKey: content.title_key,
      titleParams: content.title_params,
      text: content.text,
      payload: input.payload ?? {},
    });
    await publish(trx, { kind: 'notification', user_id: input.userId, id: row.id });
    return toWire(row);
  });

  const contact = wanted.email || wanted.sms ? await findContact(deps.db, input.userId) : undefined;
  const origin = deps.config.PUBLIC_ORIGIN;
  const email = wanted.email && contact?.email ? contact.email : null;
  const phone = wanted.sms && contact?.phone ? contact.phone : null;
  const sent = { email: false, sms: false };
  if (email) {
    try {
      await deps.mailer.send(notificationEmail(email, content, origin));
      sent.email = true;
    } catch (error) {
      deps.onDeliveryError?.('email', error);
    }
  }
  if (phone) {
    try {
      await (deps.sms ?? smsOutboxAdapter(deps)).send({ to: phone, body: notificationSms(content, origin) });
      sent.sms = true;
    } catch (error) {
      deps.onDeliveryError?.('sms', error);
    }
  }
  return { notification, ...sent };
}

export async function getPreferences(deps: { db: Kysely<Database> }, { userId, origin }: Caller) {
  const preferences = await preferencesOf(deps.db, userId);
  await audit(deps.db, origin, {
    action: 'notification_preference.read',
    outcome: 'success',
    target_type: 'user',
    target_id: userId,
  });
  return preferences;
}

export async function savePreferences(
  deps: { db: Kysely<Database>; clock: Clock },
  { userId, origin }: Caller,
  preferences: NotificationPreferences,
) {
  await deps.db.transaction().execute(async (trx) => {
    await writePreferences(trx, userId, preferences, deps.clock());
    await audit(trx, origin, {
      action: 'notification_preference.update',
      outcome: 'success',
      target_type: 'user',
      target_id: userId,
    });
  });
  return preferencesOf(deps.db, userId);
}
