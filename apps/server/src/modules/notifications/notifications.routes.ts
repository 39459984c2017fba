import { notificationPreferencesSchema, notificationSchema, notificationTypeSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listenerFor } from '../../db/client';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { deleteFromInbox, listInbox, sendStaffMessage } from './inbox.service';
import { createLiveHub } from './live-hub';
import { liveRoutes } from './live.routes';
import { startNotificationBus } from './notifications.bus';
import { getPreferences, savePreferences, type NotifyDeps } from './notifications.service';

const done = z.object({ data: z.object({ ok: z.literal(true) }) });
const preferencesAnswer = z.object({ data: notificationPreferencesSchema });

const staffMessageSchema = z
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

export const notificationsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const listen = listenerFor(deps.db);
  if (!listen) throw new Error('notifications: the database handle offers no LISTEN (use db/client.ts)');
  const hub = createLiveHub({ db: deps.db, clock: deps.clock, log: app.log });
  const bus = await startNotificationBus(listen, () => {
    hub.resync().catch((err: unknown) => app.log.error({ err }, 'live connection: resync failed'));
  });
  bus.subscribe((event) => {
    hub.handleEvent(event).catch((err: unknown) => app.log.error({ err }, 'live connection: event failed'));
  });
  app.addHook('onClose', async () => {
    hub.close();
    await bus.close();
  });
  const notifyDeps: NotifyDeps = {
    ...deps,
    onDeliveryError: (channel, err) => app.log.error({ err, channel }, 'notification delivery failed'),
  };

  await app.register(liveRoutes, { ...deps, hub });

  app.get(
    '/api/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in person's notifications, newest first",
        response: { 200: z.object({ data: z.array(notificationSchema) }) },
      },
    },
    async (request) => ({ data: await listInbox(deps, request.auth!.userId, auditOrigin(request)) }),
  );

  app.delete(
    '/api/notifications/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Deletes one of your notifications; it is gone from every open tab too',
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: done },
      },
    },
    async (request) => {
      const { userId } = request.auth!;
      await deleteFromInbox(deps, { userId, id: request.params.id, origin: auditOrigin(request) });
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/notifications',
    {
      config: { access: { action: 'assign_tasks' } },
      schema: {
        tags: ['notifications'],
        summary:
          "Staff write to a clinician subscribed to their organization (by the clinician's id or email)",
        body: staffMessageSchema,
        response: { 202: done },
      },
    },
    async (request, reply) => {
      const { user_id: userId, email, type, message } = request.body;
      await sendStaffMessage(notifyDeps, {
        auth: request.auth!,
        origin: auditOrigin(request),
        recipient: { userId, email },
        type,
        message,
      });
      return reply.status(202).send({ data: { ok: true as const } });
    },
  );

  app.get(
    '/api/notification_preference',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Which notices reach you, per type and per delivery method (in_app, email, sms)',
        response: { 200: preferencesAnswer },
      },
    },
    async (request) => ({
      data: await getPreferences(deps, request.auth!.userId, auditOrigin(request)),
    }),
  );

  app.put(
    '/api/notification_preference',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Saves every type with every delivery method',
        body: notificationPreferencesSchema,
        response: { 200: preferencesAnswer },
      },
    },
    async (request) => ({
      data: await savePreferences(deps, {
        userId: request.auth!.userId,
        preferences: request.body,
        origin: auditOrigin(request),
      }),
    }),
  );
};
