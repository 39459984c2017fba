import type { FastifyRequest } from 'fastify';
import { auditOrigin } from '../audit/audit.service';
import type { Who } from '../lookups/training.service';

/** The signed-in clinician behind a request (every route here has config.access, so auth is set). */
export const callerOf = (request: FastifyRequest): Who => ({
  userId: request.auth!.userId,
  actorId: request.auth!.actorId,
  origin: auditOrigin(request),
});
