import multipart, { type MultipartFile } from '@fastify/multipart';
import { RESUME_MAX_BYTES, RESUME_PREFILL_YEARS, resumeParserDataSchema } from '@credence/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { consumeResumeParse, parseResume, resumeTooLarge, unsupportedResume } from './resume-parser.service';

declare module '../../app' {
  interface AppDeps {
    /** How long reading one resume may take; RESUME_PARSE_TIMEOUT_MS unless a test proves the 504. */
    resumeParseTimeoutMs?: number;
  }
}

const noFile = () => badRequest([{ path: 'file', message: 'validation.required' }]);

/**
 * POST /api/resume_parser (contract: packages/shared/src/api/work-history.ts; 000 §7 'Resume and gaps', 001 §8
 * and §9). Multipart is registered here, not for the whole server: no other route takes it.
 */
export const resumeParserRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: RESUME_MAX_BYTES, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });
  const service = { db: deps.db, clock: deps.clock, timeoutMs: deps.resumeParseTimeoutMs };

  app.post(
    '/api/resume_parser',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary: `Reads the jobs and training of the last ${RESUME_PREFILL_YEARS} years from a resume into the prefill`,
        description:
          'multipart/form-data with one file field named `file` (.pdf, .docx or .txt, checked by content, at most ' +
          `${RESUME_MAX_BYTES} bytes). 400 no file, 413 too large, 415 other types, 422 resume.parse-error, ` +
          '504 resume.parse-timeout.',
        response: { 200: z.object({ data: resumeParserDataSchema }) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedResume();
      const userId = request.auth!.userId;
      await consumeResumeParse(service, userId);
      const upload = await readUpload(request);
      return { data: await parseResume(service, { userId, origin: auditOrigin(request) }, upload) };
    },
  );
};

/** The one file of the request, read into memory within RESUME_MAX_BYTES; it is never written anywhere. */
async function readUpload(request: FastifyRequest) {
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file();
    if (!part || part.fieldname !== 'file') throw noFile();
    bytes = await part.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  if (bytes.length === 0) throw noFile();
  return { filename: part.filename ?? '', bytes };
}

// Busboy's own complaints (a cut-off or malformed body) are the caller's fault, so none may become a 500. The
// plugin's limit errors (file size, parts, fields, files) carry 413.
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { statusCode?: unknown } | null)?.statusCode === 413) return resumeTooLarge();
  return badRequest([{ path: 'file', message: 'request.invalid' }]);
}
