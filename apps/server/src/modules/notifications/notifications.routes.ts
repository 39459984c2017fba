import { notificationsApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { listenerFor } from '../../db/client';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { deleteFromInbox, listInbox, sendStaffMessage } from './inbox.service';
import { createLiveHub } from './live-hub';
import { liveRoutes } from './live.routes';
import { startNotificationBus } from './notifications.bus';
import { getPreferences, savePreferences, type NotifyDeps } from './notifications.service';

/** Notifications (000 §7), registered from their contracts in packages/shared/src/api/notifications.ts. */
export const notificationsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
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

  route(app, notificationsApi.list, ({ caller }) => listInbox(deps, caller));
  route(app, notificationsApi.remove, ({ caller, params }) => deleteFromInbox(deps, caller, params.id));
  route(app, notificationsApi.send, ({ caller, body }) => sendStaffMessage(notifyDeps, caller, body));
  route(app, notificationsApi.preferences, ({ caller }) => getPreferences(deps, caller));
  route(app, notificationsApi.savePreferences, ({ caller, body }) => savePreferences(deps, caller, body));
};
