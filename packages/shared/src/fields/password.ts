import { z } from 'zod';
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from '../constants';
import type { WordingKey } from '../wording/index';
import { isBreachedPassword } from './breached-passwords';
import { addIssues, isBlank, requiredMessages } from './rule';

export type PasswordRule = 'length' | 'classes' | 'breached';
export interface PasswordRuleResult {
  readonly rule: PasswordRule;
  readonly ok: boolean;
}

export const passwordMessages = {
  length: 'password.length',
  classes: 'password.classes',
  breached: 'password.breached',
  mismatch: 'password.mismatch',
} as const satisfies Record<string, WordingKey>;

// Unicode-aware so 'É' counts as upper case; anything that is neither a letter, a digit nor white space
// counts as special.
const CHARACTER_CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{N}\s]/u] as const;

export const countCharacterClasses = (password: string): number =>
  CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;

/** Every rule with its outcome, in the order the sign-in page lists them. */
export const checkPassword = (password: string): PasswordRuleResult[] => [
  { rule: 'length', ok: [...password].length >= PASSWORD_MIN_LENGTH },
  { rule: 'classes', ok: countCharacterClasses(password) >= PASSWORD_MIN_CLASSES },
  { rule: 'breached', ok: !isBreachedPassword(password) },
];

export const isStrongPassword = (password: string): boolean => checkPassword(password).every(({ ok }) => ok);

/** One issue per broken rule, so a form can mark each line of the rule list. */
export const passwordSchema = z.string({ error: requiredMessages.required }).superRefine((password, ctx) => {
  if (isBlank(password)) {
    // Stryker disable next-line ObjectLiteral: z.string's own error names the same key for a bare issue
    addIssues(ctx, [{ message: requiredMessages.required }]);
    return;
  }
  addIssues(
    ctx,
    checkPassword(password)
      .filter(({ ok }) => !ok)
      .map(({ rule }) => ({ message: passwordMessages[rule] })),
  );
});

/** A new password typed twice; a mismatch is reported on 'confirmation'. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string({ error: requiredMessages.required }) })
  .superRefine(({ password, confirmation }, ctx) => {
    if (password !== confirmation) {
      addIssues(ctx, [{ message: passwordMessages.mismatch, path: ['confirmation'] }]);
    }
  });

export type NewPassword = z.infer<typeof newPasswordSchema>;
