import { z } from 'zod';
import { contract } from './contract';

// The contract of the professional-network routes under /api (apps/server/src/modules/network; decision
// 010). The HTML callback pages outside /api have none.

export const signInOptionsDataSchema = z.object({
  network: z.object({ name: z.string().min(1), connection: z.string().min(1) }).nullable(),
});
export type SignInOptionsData = z.infer<typeof signInOptionsDataSchema>;

/** The endpoints of the professional-network sign-in (decision 030: one contract per endpoint). */
export const networkApi = {
  signInOptions: contract({
    method: 'GET',
    path: '/api/sign_in_options',
    access: 'public',
    tags: ['session'],
    summary: 'The sign-in choices the login page offers besides the hosted sign-in',
    response: signInOptionsDataSchema,
    errors: [],
  }),
  link: contract({
    method: 'GET',
    path: '/api/v2/user/link',
    // The one call a professional-network session may make before it is linked to a user.
    access: 'authenticated',
    federatedUnlinked: 'allowed',
    tags: ['session'],
    summary: 'Links the signed-in professional-network account to a Credence user',
    response: z.object({ linked: z.literal(true) }),
    errors: ['auth.link-failed'],
  }),
};
