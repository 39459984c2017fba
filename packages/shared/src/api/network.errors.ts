/** The professional network's own codes. */
export const networkErrors = {
  /** 409: the network account could not be linked to this user. */
  linkFailed: 'auth.link-failed',
} as const;
