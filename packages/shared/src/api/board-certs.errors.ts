/** The board certification call's own codes (decision 049). */
export const boardCertErrors = {
  /** 409: the profile has no provider type yet, so there are no boards to choose from. */
  providerTypeMissing: 'board-cert.provider-type-missing',
} as const;
