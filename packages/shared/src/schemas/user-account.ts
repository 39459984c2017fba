import { z } from 'zod';
import { DEGREE_TYPES } from '../constants';
import { deriveDegreeType, PROVIDER_TYPE_NAMES } from '../domain/index';
import { makeNpiSchema } from '../fields/npi';
import { checkWith, stringField } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import { makeEmailSchema } from './form-fields';

export const userAccountMessages = {
  ncsbnInvalid: 'validation.ncsbn-invalid',
  npiOrNcsbn: 'account.npi-or-ncsbn',
  degreeTypeMismatch: 'account.degree-type-mismatch',
} as const satisfies Record<string, WordingKey>;

/** The server's answer when a clinician sends an address that is not their account's. */
export const accountEmailMismatch: WordingKey = 'account.email-mismatch';

/** NCSBN ids are numeric; the length limit only keeps nonsense out (Nursys answers for the real ones). */
export const isValidNcsbnId = (value: string): boolean => /^\d{1,12}$/.test(value.trim());

const choose: WordingKey = 'validation.choose-option';
const invalid: WordingKey = 'request.invalid';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * POST /api/user (000 §7). `provider_type` is ours: when sent, the given `degree_type` is checked against
 * it (deriveDegreeType). `token` is accepted for compatibility and not used. `subscribers` names subscriber
 * group ids to join, like `app_req_id` without a requirement.
 */
export const userAccountSchema = z
  .object({
    npi: makeNpiSchema({ required: false })
      .optional()
      .transform((value) => value?.trim() || undefined),
    ncsbn: stringField(checkWith(isValidNcsbnId, userAccountMessages.ncsbnInvalid), { required: false })
      .optional()
      .transform((value) => value?.trim() || undefined),
    degree_type: z.enum(DEGREE_TYPES, { error: choose }).optional(),
    provider_type: z.enum(PROVIDER_TYPE_NAMES, { error: choose }).optional(),
    first_name: optionalText(100),
    last_name: optionalText(100),
    email: makeEmailSchema({ required: false })
      .optional()
      .transform((value) => value?.toLowerCase() || undefined),
    token: z.string().max(4096).optional(),
    invite_id: z.uuid({ error: invalid }).optional(),
    app_req_id: z.uuid({ error: invalid }).optional(),
    subscribers: z
      .array(z.uuid({ error: invalid }))
      .max(10)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.npi && !value.ncsbn) {
      for (const path of ['npi', 'ncsbn']) {
        ctx.addIssue({ code: 'custom', message: userAccountMessages.npiOrNcsbn, path: [path] });
      }
    }
    if (value.degree_type && accountDegreeType(value) !== value.degree_type) {
      ctx.addIssue({
        code: 'custom',
        message: userAccountMessages.degreeTypeMismatch,
        path: ['degree_type'],
      });
    }
  });

/**
 * 000 §5: the degree follows the provider type; an NCSBN id alone makes an RN. Without a provider type the
 * given degree_type stands for it, so only a degree_type that disagrees with a sent provider_type is refused.
 */
export function accountDegreeType(value: {
  provider_type?: string | undefined;
  degree_type?: string | undefined;
  ncsbn?: string | undefined;
}) {
  return deriveDegreeType({
    providerType: value.provider_type ?? value.degree_type ?? null,
    ncsbnNumber: value.ncsbn ?? null,
  });
}
export type UserAccountInput = z.input<typeof userAccountSchema>;
export type UserAccount = z.output<typeof userAccountSchema>;
