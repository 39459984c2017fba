/** The resume reader's own codes. */
export const resumeParserErrors = {
  /** 422: the file could not be read as a resume. */
  parseError: 'resume.parse-error',
  /** 504: reading took too long. */
  parseTimeout: 'resume.parse-timeout',
} as const;
