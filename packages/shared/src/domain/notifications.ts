import { z } from 'zod';

export const DELIVERY_METHODS = ['in_app', 'email', 'sms'] as const;
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/** The spec leaves the notification types open; these are the events a clinician is told about. */
export const NOTIFICATION_TYPES = [
  'invitation',
  'task_assigned',
  'task_reminder',
  'verification_update',
  'credential_offered',
  'credential_expiring',
  'share_viewed',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export type NotificationPreferences = Record<NotificationType, Record<DeliveryMethod, boolean>>;

/**
 * Preferences before the clinician changes anything: in-app and e-mail on for everything; text messages
 * only where waiting would cost the clinician (a new task, a credential about to lapse), since they cost
 * money and attention.
 */
export function defaultNotificationPreferences(): NotificationPreferences {
  const urgent: ReadonlySet<NotificationType> = new Set(['task_assigned', 'credential_expiring']);
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { in_app: true, email: true, sms: urgent.has(type) }]),
  ) as NotificationPreferences;
}

const methodChoicesSchema = z.strictObject({ in_app: z.boolean(), email: z.boolean(), sms: z.boolean() });

/** GET and PUT /api/notification_preference: every type with every method, nothing else. */
export const notificationPreferencesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, methodChoicesSchema])) as Record<
    NotificationType,
    typeof methodChoicesSchema
  >,
);
