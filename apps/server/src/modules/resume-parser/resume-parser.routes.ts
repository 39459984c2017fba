import multipart from '@fastify/multipart';
import { RESUME_MAX_BYTES, RESUME_PREFILL_YEARS, resumeParserDataSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedFile, refuseDeclaredOver } from '../../lib/multipart-upload';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { consumeResumeParse, parseResume, unsupportedResume } from './resume-parser.service';

declare module '../../app' {
  interface AppDeps {
    /** How long reading one resume may take; RESUME_PARSE_TIMEOUT_MS unless a test proves the 504. */
    resumeParseTimeoutMs?: number;
    /** How far memory may grow while one resume is read; RESUME_READ_MEMORY_BUDGET_BYTES unless a test says. */
    resumeReadMemoryBudgetBytes?: number;
  }
}

/**
 * POST /api/resume_parser (contract: packages/shared/src/api/work-history.ts; 000 §7 'Resume and gaps', 001 §8
 * and §9). Multipart is registered here, not for the whole server: no other route takes it.
 */
export const resumeParserRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: RESUME_MAX_BYTES, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });
  const service = {
    db: deps.db,
    clock: deps.clock,
    timeoutMs: deps.resumeParseTimeoutMs,
    memoryBudgetBytes: deps.resumeReadMemoryBudgetBytes,
  };

  app.post(
    '/api/resume_parser',
    {
      config: { access: { action: 'post_self_attested' } },
      onRequest: refuseDeclaredOver(RESUME_MAX_BYTES),
      schema: {
        tags: ['work-history'],
        summary: `Reads the jobs and training of the last ${RESUME_PREFILL_YEARS} years from a resume into the prefill`,
        description:
          'multipart/form-data with one file field named `file` (.pdf, .docx or .txt, checked by content, at most ' +
          `${RESUME_MAX_BYTES} bytes). 400 no file, 413 too large, 415 other types, 422 resume.parse-error, ` +
          '503 every reader busy (Retry-After), 504 resume.parse-timeout. ' +
          'A body over the limit is refused as it arrives (its Content-Length first).',
        response: { 200: z.object({ data: resumeParserDataSchema }) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw unsupportedResume();
      const userId = request.auth!.userId;
      await consumeResumeParse(service, userId);
      const upload = await readUploadedFile(request, reply, {
        field: 'file',
        maxFileBytes: RESUME_MAX_BYTES,
      });
      return { data: await parseResume(service, { userId, origin: auditOrigin(request) }, upload) };
    },
  );
};
