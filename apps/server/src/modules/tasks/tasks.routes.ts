import multipart from '@fastify/multipart';
import {
  errorCodes,
  TASK_UPDATE_MAX_BYTES,
  tasksApi,
  taskUpdateFieldsSchema,
  translate,
} from '@credence/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { route } from '../../lib/contract-route';
import { refuseDeclaredOver, uploadTooLarge } from '../../lib/multipart-upload';
import { createObjectStorage } from '../../lib/storage';
import type { ModuleDeps } from '../../module-deps';
import type { DocumentsDeps } from '../documents/documents.service';
import {
  getClinicianTask,
  holderTasks,
  listClinicianTasks,
  requireOwnTask,
  updateClinicianTask,
} from './tasks.service';

const unsupported = (reply: FastifyReply) => {
  reply.header('connection', 'close');
  return new AppError(415, errorCodes.unsupportedMedia, translate('request.unsupported-media-type'));
};

/**
 * The text fields of PUT /api/clinician_task/{id}. The document itself is uploaded with POST /api/document
 * (the documents module's checks and storage; decision 047), so a file part here is refused.
 */
async function readTaskFields(request: FastifyRequest, reply: FastifyReply) {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest([{ path: part.fieldname, message: 'request.invalid' }]);
      }
      if (typeof part.value !== 'string' || Object.hasOwn(fields, part.fieldname))
        throw badRequest([{ path: part.fieldname, message: 'request.invalid' }]);
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: unknown } | null)?.statusCode === 413) {
      reply.header('connection', 'close');
      throw uploadTooLarge(TASK_UPDATE_MAX_BYTES);
    }
    throw badRequest([{ path: 'answers', message: 'request.invalid' }]);
  }
  const parsed = taskUpdateFieldsSchema.strict().safeParse(fields);
  if (!parsed.success)
    throw badRequest(
      parsed.error.issues.map((issue) => ({
        path: issue.path.join('.') || String((issue as { keys?: string[] }).keys?.[0] ?? 'request'),
        message: issue.code === 'unrecognized_keys' ? 'request.invalid' : issue.message,
      })),
    );
  return parsed.data;
}

/** The clinician's tasks (000 §7 'Tasks', 'GET /api/holder_task'; contracts in packages/shared/src/api/tasks.ts). */
export const tasksRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 3, fieldSize: TASK_UPDATE_MAX_BYTES, parts: 3, headerPairs: 50 },
  });
  let documents: DocumentsDeps | undefined;
  const documentsDeps = () =>
    (documents ??= {
      db: deps.db,
      clock: deps.clock,
      storage: deps.storage ?? createObjectStorage(deps.config),
      dataKeys: deps.secrets.dataKeys,
      linkKey: deps.secrets.derive('document-link'),
    });
  route(app, tasksApi.list, ({ caller, query }) => listClinicianTasks(deps, caller, query.sub_group_id));
  route(app, tasksApi.holder, ({ caller }) => holderTasks(deps, caller));
  route(app, tasksApi.get, ({ caller, params, query }) =>
    getClinicianTask({ db: deps.db, documents: documentsDeps() }, caller, params.id, query.action),
  );
  route(
    app,
    tasksApi.update,
    async ({ caller, params, request, reply }) => {
      // Another clinician's task answers the 404 of a missing one before the body's type is looked at.
      await requireOwnTask(deps, caller, params.id);
      if (!request.isMultipart()) throw unsupported(reply);
      return updateClinicianTask(deps, caller, params.id, await readTaskFields(request, reply));
    },
    { onRequest: refuseDeclaredOver(TASK_UPDATE_MAX_BYTES) },
  );
};
