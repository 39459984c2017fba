// Shared by the upload check and the reading worker; it imports nothing, so the worker starts quickly.

export type ResumeKind = 'pdf' | 'docx' | 'txt';

/** A byte-order mark of UTF-16 text (Windows Notepad's "Unicode"), whose NUL bytes are not binary. */
export const utf16Of = (bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null =>
  bytes[0] === 0xff && bytes[1] === 0xfe
    ? 'utf-16le'
    : bytes[0] === 0xfe && bytes[1] === 0xff
      ? 'utf-16be'
      : null;
