/** The sharing module's own codes (issue 17, decision 043). */
export const sharingErrors = {
  /** 409: the pre-share checklist is not ready (an item of the organization's requirement is missing). */
  notReady: 'share.not-ready',
  /** 400 detail and code: the typed name is not the signature spelling the clinician adopted. */
  signatureMismatch: 'share.signature-mismatch',
  /** 410: the clinician ended the organization's access to this share. */
  accessEnded: 'share.access-ended',
} as const;
