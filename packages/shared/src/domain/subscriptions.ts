import { z } from 'zod';

/** A subscription is pending until the clinician accepts the organization's invitation. */
export const SUBSCRIPTION_STATUSES = ['active', 'pending'] as const;

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
