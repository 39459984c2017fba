import { z } from 'zod';
import { notificationPreferencesSchema, notificationTypeSchema } from '../domain/notifications';
import { initiateAnswerSchema, notificationSchema, wsQuerySchema } from '../ws-messages';
import { contract } from './contract';
import { doneSchema } from './session';

// The contract of the notification routes (apps/server/src/modules/notifications; 000 §4 live connection,
// §7 notifications): the inbox, staff messages, the preferences, and the live connection (a single-use key
// from POST /ws/initiate, then the WebSocket at GET /ws?key=…). Messages on the socket: ws-messages.ts.

export const staffMessageBodySchema = z
  .strictObject({
    user_id: z.uuid().optional(),
    email: z.email().max(254).optional(),
    type: notificationTypeSchema,
    message: z.string().trim().min(1).max(1000),
  })
  .refine((body) => (body.user_id === undefined) !== (body.email === undefined), {
    message: 'Give either user_id or email',
    path: ['user_id'],
  });

/** The endpoints of notifications (decision 030: one contract per endpoint). */
export const notificationsApi = {
  list: contract({
    method: 'GET',
    path: '/api/notifications',
    access: 'authenticated',
    tags: ['notifications'],
    summary: "The signed-in person's notifications, newest first",
    response: z.array(notificationSchema),
    errors: [],
  }),
  remove: contract({
    method: 'DELETE',
    path: '/api/notifications/:id',
    access: 'authenticated',
    tags: ['notifications'],
    summary: 'Deletes one of your notifications; it is gone from every open tab too',
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    response: doneSchema,
    errors: ['request.not-found'],
  }),
  send: contract({
    method: 'POST',
    path: '/api/notifications',
    access: { action: 'assign_tasks' },
    tags: ['notifications'],
    summary: "Staff write to a clinician subscribed to their organization (by the clinician's id or email)",
    body: staffMessageBodySchema,
    status: 202,
    response: doneSchema,
    errors: ['request.not-found'],
  }),
  preferences: contract({
    method: 'GET',
    path: '/api/notification_preference',
    access: 'authenticated',
    tags: ['notifications'],
    summary: 'Which notices reach you, per type and per delivery method (in_app, email, sms)',
    response: notificationPreferencesSchema,
    errors: [],
  }),
  savePreferences: contract({
    method: 'PUT',
    path: '/api/notification_preference',
    access: 'authenticated',
    tags: ['notifications'],
    summary: 'Saves every type with every delivery method',
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
    errors: [],
  }),
  initiate: contract({
    method: 'POST',
    path: '/ws/initiate',
    access: 'authenticated',
    tags: ['notifications'],
    summary: 'A single-use key, valid for seconds, to open the live connection at /ws?key=… (30 a minute)',
    envelope: 'none',
    response: initiateAnswerSchema,
    errors: [],
  }),
  live: contract({
    method: 'GET',
    path: '/ws',
    // The single-use key from /ws/initiate is the credential; the page's origin must be ours.
    access: 'public',
    tags: ['notifications'],
    summary:
      'The live connection (WebSocket upgrade): 401 for a key unknown, used or expired, 403 for another origin',
    query: wsQuerySchema,
    envelope: 'none',
    errors: ['request.not-found'],
  }),
};
