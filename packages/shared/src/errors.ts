import { z } from 'zod';

/**
 * The one error envelope (DESIGN.md §2): every non-2xx answer of the API has this shape.
 * `code` is stable (`domain.reason`) and doubles as a wording key on the web; `details` map onto form fields.
 */
export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  }),
});

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Error codes the server answers with. The web maps each to a wording key of the same name. */
export const errorCodes = {
  badRequest: 'request.invalid',
  notAuthenticated: 'auth.not-authenticated',
  forbidden: 'auth.insufficient-permission',
  xsrf: 'auth.xsrf-invalid',
  notFound: 'request.not-found',
  conflict: 'request.conflict',
  tooLarge: 'request.too-large',
  uriTooLong: 'request.uri-too-long',
  headersTooLarge: 'request.headers-too-large',
  timeout: 'request.timeout',
  unsupportedMedia: 'request.unsupported-media-type',
  rateLimited: 'request.rate-limited',
  unavailable: 'service.unavailable',
  databaseUnavailable: 'database.unavailable',
  lookupUnavailable: 'lookup.unavailable',
  lookupNotFound: 'lookup.not-found',
  verificationCodeWrong: 'verification-code.wrong',
  verificationCodeExpired: 'verification-code.expired',
  enrollIncomplete: 'enroll.incomplete',
  resumeParseError: 'resume.parse-error',
  resumeParseTimeout: 'resume.parse-timeout',
  internal: 'internal-error',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
