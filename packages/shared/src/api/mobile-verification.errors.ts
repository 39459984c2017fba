/** A texted code that does not confirm the number (mobile verification and the phone sign-up). */
export const verificationCodeErrors = {
  wrong: 'verification-code.wrong',
  expired: 'verification-code.expired',
} as const;
