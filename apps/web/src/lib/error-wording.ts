import { isErrorCode, type ErrorCode, type WordingKey } from '@credence/shared';

/**
 * What the web says for each code of the catalogue (packages/shared/src/errors.ts). Typed as a Record over
 * ErrorCode, so a code added to the catalogue without wording here fails typecheck, and so does a code that
 * is not catalogued. Most codes are wording keys of the same name.
 */
export const errorWording: Readonly<Record<ErrorCode, WordingKey>> = {
  'request.invalid': 'request.invalid',
  'auth.not-authenticated': 'auth.not-authenticated',
  'auth.insufficient-permission': 'auth.insufficient-permission',
  'auth.actor-invalid': 'auth.insufficient-permission',
  'auth.xsrf-invalid': 'auth.xsrf-invalid',
  'request.not-found': 'request.not-found',
  'request.conflict': 'request.conflict',
  'request.too-large': 'request.too-large',
  'request.uri-too-long': 'request.uri-too-long',
  'request.headers-too-large': 'request.headers-too-large',
  'request.timeout': 'request.timeout',
  'request.unsupported-media-type': 'request.unsupported-media-type',
  'request.rate-limited': 'request.rate-limited',
  'service.unavailable': 'service.unavailable',
  'database.unavailable': 'database.unavailable',
  'internal-error': 'internal-error',
  'lookup.unavailable': 'lookup.unavailable',
  'lookup.not-found': 'lookup.not-found',
  'verification-code.wrong': 'verification-code.wrong',
  'verification-code.expired': 'verification-code.expired',
  'enroll.incomplete': 'enroll.incomplete',
  'resume.parse-error': 'resume.parse-error',
  'document.in-use': 'document.in-use',
  'document.not-ready': 'document.not-ready',
  'task.not-editable': 'task.not-editable',
  'task.wrong-kind': 'task.wrong-kind',
  'task.document-not-found': 'task.document-not-found',
  'task.document-required': 'task.document-required',
  'board-cert.provider-type-missing': 'board-cert.provider-type-missing',
  'consent.signature-name-mismatch': 'consent.signature-name-mismatch',
  'resume.parse-timeout': 'resume.parse-timeout',
  'auth.incorrect-credentials': 'auth.incorrect-credentials',
  'error.account-exists': 'error.account-exists',
  'verification-code.missing': 'auth.page.phone.start-again',
  'sms.unavailable': 'verification-code.send-failed',
  'claim.invalid': 'claim.invalid',
  'claim.expired': 'claim.expired',
  'claim.used': 'claim.used',
  'auth.link-failed': 'auth.link-failed',
  'verification.manual-entry': 'verification.manual-entry',
  'share.not-ready': 'share.incomplete',
  'share.signature-mismatch': 'share.signature-mismatch',
  'share.access-ended': 'share.access-ended',
  'console.task-already-assigned': 'console.task-already-assigned',
  'console.task-not-submitted': 'console.task-not-submitted',
  'verification.dispute-unchecked': 'verification.dispute-unchecked',
  'oid4vci.not-issued': 'oid4vci.not-issued',
  'oid4vci.invalid-grant': 'oid4vci.invalid-grant',
  'oid4vci.invalid-token': 'oid4vci.invalid-token',
  'oid4vci.invalid-proof': 'oid4vci.invalid-proof',
  'oid4vci.invalid-nonce': 'oid4vci.invalid-nonce',
  'oid4vp.invalid-request': 'oid4vp.invalid-request',
  'oid4vp.cannot-satisfy': 'oid4vp.cannot-satisfy',
  'oid4vp.verifier-failed': 'oid4vp.verifier-failed',
};

/** The wording for a code that arrived in an answer; undefined when it is not one of the catalogue's. */
export const wordingOfCode = (code: string | undefined): WordingKey | undefined =>
  code !== undefined && isErrorCode(code) ? errorWording[code] : undefined;
