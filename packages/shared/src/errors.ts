import { z } from 'zod';
import { accountsErrors } from './api/accounts.errors';
import { errorCodes } from './api/common.errors';
import { documentErrors } from './api/documents.errors';
import { taskErrors } from './api/tasks.errors';
import { boardCertErrors } from './api/board-certs.errors';
import { sharingErrors } from './api/sharing.errors';
import { lookupErrors } from './api/lookup-sources.errors';
import { verificationCodeErrors } from './api/mobile-verification.errors';
import { networkErrors } from './api/network.errors';
import { resumeParserErrors } from './api/resume-parser.errors';
import { selfAttestedErrors } from './api/self-attested.errors';
import { verificationErrors } from './api/verification.errors';
import { consoleRequirementErrors } from './api/console-requirements.errors';
import { oid4vcErrors } from './api/oid4vc.errors';

export { accountsErrors, errorCodes, lookupErrors, networkErrors, resumeParserErrors, selfAttestedErrors };
export { documentErrors, sharingErrors, taskErrors, verificationCodeErrors, verificationErrors };
export { boardCertErrors };
export { consoleRequirementErrors };
export { oid4vcErrors };

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

/**
 * The closed catalogue of error codes: each domain's coded errors live in its api/<domain>.errors.ts beside
 * its contracts, and are listed here once, by domain. `ErrorCode` is the union of them all: a contract's
 * `errors`, the server's AppError and the web's code-to-wording map (apps/web/src/lib/error-wording.ts) take
 * only these, so a new code is added here first (docs/architecture.md, "Recipe: add an endpoint").
 */
export const errorCatalogue = {
  common: errorCodes,
  lookups: lookupErrors,
  verificationCodes: verificationCodeErrors,
  selfAttested: selfAttestedErrors,
  resumeParser: resumeParserErrors,
  accounts: accountsErrors,
  network: networkErrors,
  verification: verificationErrors,
  documents: documentErrors,
  tasks: taskErrors,
  sharing: sharingErrors,
  boardCerts: boardCertErrors,
  consoleRequirements: consoleRequirementErrors,
  oid4vc: oid4vcErrors,
} as const;

type Catalogue = typeof errorCatalogue;
/** Every code the API may answer in its error envelope. */
export type ErrorCode = { [D in keyof Catalogue]: Catalogue[D][keyof Catalogue[D]] }[keyof Catalogue];

/** Every catalogued code, once each (a test checks that no two domains declare the same code). */
export const allErrorCodes: readonly ErrorCode[] = Object.values(errorCatalogue).flatMap(
  (codes): ErrorCode[] => Object.values(codes),
);

const catalogued: ReadonlySet<string> = new Set(allErrorCodes);
/** For a code that arrives from outside (an answer's envelope): is it one of ours? */
export const isErrorCode = (code: string): code is ErrorCode => catalogued.has(code);
