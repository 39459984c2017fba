import { z } from 'zod';
import { UPLOAD_DEFAULT_MAX, UPLOAD_UNIT_BYTES } from '../constants';
import type { WordingKey } from '../wording/index';
import { addIssues, type RuleIssue } from '../fields/rule';

export type FileSizeUnit = keyof typeof UPLOAD_UNIT_BYTES;

/** The upload widget's maxSize: { type: 'MB', size: 30 } reads "30MB". */
export interface FileSizeLimit {
  readonly type: FileSizeUnit;
  readonly size: number;
}

export const MALPRACTICE_ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export const uploadMessages = {
  invalidType: 'upload.invalid-type',
  tooLarge: 'upload.too-large',
} as const satisfies Record<string, WordingKey>;

/** What the rules need to know about a file: a browser File and a multipart part both have these. */
export interface UploadCandidate {
  readonly name: string;
  readonly size: number;
}

export const toBytes = ({ type, size }: FileSizeLimit): number => size * UPLOAD_UNIT_BYTES[type];

/** '.pdf, .doc, .docx', the {accepts} of the wording. */
export const formatAccepts = (accepts: readonly string[]): string => accepts.join(', ');

const asExtension = (accept: string): string =>
  (accept.startsWith('.') ? accept : `.${accept}`).toLowerCase();

/** The name ends with one of the accepted extensions, in any case ('POLICY.PDF' is a .pdf). */
export const hasAcceptedExtension = (name: string, accepts: readonly string[]): boolean =>
  accepts.some((accept) => name.toLowerCase().endsWith(asExtension(accept)));

export const totalSize = (files: readonly UploadCandidate[]): number =>
  files.reduce((sum, file) => sum + file.size, 0);

export const exceedsSizeLimit = (
  files: readonly UploadCandidate[],
  limit: FileSizeLimit = UPLOAD_DEFAULT_MAX,
) => totalSize(files) > toBytes(limit);

export interface UploadRules {
  readonly accepts: readonly string[];
  readonly maxSize?: FileSizeLimit;
}

/**
 * The size limit applies to all files of one upload together, not to each file.
 * One issue per file of the wrong type (at its index), then one if all files together are too large.
 */
export function checkUpload(
  files: readonly UploadCandidate[],
  { accepts, maxSize = UPLOAD_DEFAULT_MAX }: UploadRules,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  files.forEach((file, index) => {
    if (!hasAcceptedExtension(file.name, accepts)) {
      issues.push({
        message: uploadMessages.invalidType,
        params: { accepts: formatAccepts(accepts) },
        path: [index],
      });
    }
  });
  if (exceedsSizeLimit(files, maxSize)) {
    issues.push({ message: uploadMessages.tooLarge, params: { size: maxSize.size, type: maxSize.type } });
  }
  return issues;
}

export const uploadCandidateSchema = z.object({ name: z.string(), size: z.number().int().nonnegative() });

export const makeUploadSchema = (rules: UploadRules) =>
  z.array(uploadCandidateSchema).superRefine((files, ctx) => addIssues(ctx, checkUpload(files, rules)));

export const malpracticeUploadSchema = makeUploadSchema({ accepts: MALPRACTICE_ACCEPTED_EXTENSIONS });
