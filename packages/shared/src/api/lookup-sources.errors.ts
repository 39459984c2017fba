/** The look-ups' own codes (api/lookup-sources.ts describes when each is answered). */
export const lookupErrors = {
  /** 503: the source failed or timed out; the web offers manual entry. */
  unavailable: 'lookup.unavailable',
  /** 404: the source holds no such record. */
  notFound: 'lookup.not-found',
} as const;
