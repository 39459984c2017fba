import multipart from '@fastify/multipart';
import { RESUME_MAX_BYTES, resumeParserApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import { readUploadedFile, refuseDeclaredOver } from '../../lib/multipart-upload';
import type { ModuleDeps } from '../../module-deps';
import { parseResume, unsupportedResume } from './resume-parser.service';

declare module '../../app' {
  interface AppDeps {
    /** How long reading one resume may take; RESUME_PARSE_TIMEOUT_MS unless a test proves the 504. */
    resumeParseTimeoutMs?: number;
    /** How far memory may grow while one resume is read; RESUME_READ_MEMORY_BUDGET_BYTES unless a test says. */
    resumeReadMemoryBudgetBytes?: number;
  }
}

/**
 * POST /api/resume_parser (contract: packages/shared/src/api/resume-parser.ts; 000 §7 'Resume and gaps', 001
 * §8 and §9). Multipart is registered here, not for the whole server: no other route takes it.
 */
export const resumeParserRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: RESUME_MAX_BYTES, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });
  const service = {
    db: deps.db,
    clock: deps.clock,
    timeoutMs: deps.resumeParseTimeoutMs,
    memoryBudgetBytes: deps.resumeReadMemoryBudgetBytes,
  };
  const { file, maxBytes } = resumeParserApi.parse.multipart;

  route(
    app,
    resumeParserApi.parse,
    ({ caller, request, reply }) =>
      parseResume(service, caller, () =>
        readUploadedFile(request, reply, { field: file, maxFileBytes: maxBytes }),
      ),
    {
      // A body over the limit is refused as it arrives (its Content-Length first), anything else than
      // multipart before a byte is read.
      onRequest: refuseDeclaredOver(maxBytes),
      preHandler: async (request) => {
        if (!request.isMultipart()) throw unsupportedResume();
      },
    },
  );
};
