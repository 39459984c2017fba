/** Primary-source verification's own codes. */
export const verificationErrors = {
  /** 400: the source needs something the clinician has not given yet (details name the fields). */
  manualEntry: 'verification.manual-entry',
  /**
   * A dispute's answer (not an HTTP answer): the re-check of the source failed on every try, so the dispute
   * could not be decided; the credential is unchanged and the clinician may dispute again later (decision 042).
   */
  disputeUnchecked: 'verification.dispute-unchecked',
} as const;
