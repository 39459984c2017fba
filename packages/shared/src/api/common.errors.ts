// The codes any endpoint may answer (the request, the session, the server itself), beside the domains' own
// catalogues (api/<domain>.errors.ts). Every code the API answers is in one of them: ../errors.ts collects
// them into ErrorCode, and contracts, the server's errors and the web's wording accept nothing else.

/** Codes every endpoint may answer. The web shows each with the wording of the same name. */
export const errorCodes = {
  badRequest: 'request.invalid',
  notAuthenticated: 'auth.not-authenticated',
  forbidden: 'auth.insufficient-permission',
  /** The acting organization member named by the session is not valid for this user. */
  actorInvalid: 'auth.actor-invalid',
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
  internal: 'internal-error',
} as const;
