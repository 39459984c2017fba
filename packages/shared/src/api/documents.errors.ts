/** The documents module's own codes (decision 038). */
export const documentErrors = {
  /** 409: a document in use is deleted only with confirm=true; the message says where it is used. */
  inUse: 'document.in-use',
  /** 409: the file is still being stored; ask for the link again after 1 s. */
  notReady: 'document.not-ready',
} as const;
