/** Primary-source verification's own codes. */
export const verificationErrors = {
  /** 400: the source needs something the clinician has not given yet (details name the fields). */
  manualEntry: 'verification.manual-entry',
} as const;
