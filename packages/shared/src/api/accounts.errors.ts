/** Accounts' own codes: signing in and up, and claiming an account made by an organization. */
export const accountsErrors = {
  /** 401: the e-mail or the password is wrong (never which one). */
  incorrectCredentials: 'auth.incorrect-credentials',
  /** 409: an account with this e-mail or phone already exists. */
  accountExists: 'error.account-exists',
  /** 409: the phone sign-up has no code waiting for this number: start again. */
  phoneCodeMissing: 'verification-code.missing',
  /** 503: the text message could not be sent. */
  smsUnavailable: 'sms.unavailable',
  /** 404: the claim link is not one we issued (or was tampered with). */
  claimInvalid: 'claim.invalid',
  /** 410: the claim link is out of date. */
  claimExpired: 'claim.expired',
  /** 410: the claim link was used already. */
  claimUsed: 'claim.used',
} as const;
