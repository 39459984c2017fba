import { malpracticeApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import {
  createMalpractice,
  deleteMalpractice,
  listMalpractice,
  updateMalpractice,
} from './malpractice.service';

/** GET/POST/PUT/DELETE /api/malpractice (000 §7; contracts: packages/shared/src/api/malpractice.ts). */
export const malpracticeRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, malpracticeApi.list, ({ caller, query }) => listMalpractice(deps, caller, query.app_req_id));
  route(app, malpracticeApi.create, ({ caller, body }) => createMalpractice(deps, caller, body));
  route(app, malpracticeApi.update, ({ caller, body }) => updateMalpractice(deps, caller, body));
  route(app, malpracticeApi.remove, ({ caller, query }) => deleteMalpractice(deps, caller, query.id));
};
