/** The tasks and consent modules' own codes (decision 047). */
export const taskErrors = {
  /** 409: a submitted (or completed) task is not changed any more. */
  notEditable: 'task.not-editable',
  /** 400: answers sent to a document task, or a question task without its question set. */
  wrongKind: 'task.wrong-kind',
  /** 400: a document id that is not one of the clinician's stored documents. */
  documentNotFound: 'task.document-not-found',
  /** 400: a document task submitted without its document. */
  documentRequired: 'task.document-required',
  /** 400: the typed name differs from the spelling of the clinician's first signature. */
  signatureMismatch: 'consent.signature-name-mismatch',
} as const;
