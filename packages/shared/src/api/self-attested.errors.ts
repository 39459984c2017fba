/** Self-attested data's own codes. */
export const selfAttestedErrors = {
  /** 400: Finish with steps still unfinished (details name each step). */
  enrollIncomplete: 'enroll.incomplete',
} as const;
