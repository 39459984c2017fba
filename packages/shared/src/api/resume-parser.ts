import { z } from 'zod';
import { RESUME_PREFILL_YEARS } from '../constants';
import { contract } from './contract';
import { workHistoryEntrySchema } from './work-history';

// POST /api/resume_parser (apps/server/src/modules/resume-parser; 000 §7 'Resume and gaps', 001 §8 and §9):
// multipart, one file field named `file` (.pdf, .docx, .txt, checked by content; at most RESUME_MAX_BYTES)
// → data: { positions }: the jobs and training found in the most recent RESUME_PREFILL_YEARS years, stored
// as the clinician's prefill (replacing an earlier one). The file itself is not kept. 400 request.invalid
// (no file), 415 request.unsupported-media-type (other types), 413 request.too-large (refused as the bytes
// arrive, its Content-Length first; decision 022), 422 resume.parse-error (nothing readable, or a file over
// the unpacking limits), 503 service.unavailable with Retry-After (every reader busy), 504
// resume.parse-timeout (over RESUME_PARSE_TIMEOUT_MS). The web says: enter the information manually. Action
// post_self_attested; rate limited per account; audited without the file's content.

export const RESUME_ACCEPTED_TYPES = ['.pdf', '.docx', '.txt'] as const;
/** The MIME types of RESUME_ACCEPTED_TYPES (the server trusts neither them nor the name: it reads the bytes). */
export const RESUME_ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
/** 10 MB (decimal, as the web shows it): under the spec's 30 MB upload limit, a resume being text. */
export const RESUME_MAX_BYTES = 10_000_000;
export const RESUME_PARSE_TIMEOUT_MS = 20_000;
export const resumeParserDataSchema = z.object({ positions: z.array(workHistoryEntrySchema) });

export const resumeParserApi = {
  parse: contract({
    method: 'POST',
    path: '/api/resume_parser',
    access: { action: 'post_self_attested' },
    tags: ['work-history'],
    summary: `Reads the jobs and training of the last ${RESUME_PREFILL_YEARS} years from a resume into the prefill`,
    description:
      'multipart/form-data with one file field named `file` (.pdf, .docx or .txt, checked by content, at most ' +
      `${RESUME_MAX_BYTES} bytes). 400 no file, 413 too large, 415 other types, 422 resume.parse-error, ` +
      '503 every reader busy (Retry-After), 504 resume.parse-timeout. ' +
      'A body over the limit is refused as it arrives (its Content-Length first).',
    multipart: { file: 'file', accept: RESUME_ACCEPTED_MIME_TYPES, maxBytes: RESUME_MAX_BYTES },
    response: resumeParserDataSchema,
    errors: [
      'request.too-large',
      'request.unsupported-media-type',
      'resume.parse-error',
      'service.unavailable',
      'resume.parse-timeout',
    ],
  }),
};
