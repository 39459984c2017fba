import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import type { RequestOrigin } from '../accounts/accounts.deps';
import {
  finishPhoneSignUp,
  phoneSignUpState,
  resendPhoneSignUpCode,
  startPhoneSignUp,
  verifyPhoneSignUpCode,
  type PhoneSignUpDeps,
} from '../accounts/phone-sign-up.service';
import { auditOrigin } from '../audit/audit.service';
import { findInteraction, finishLogin } from '../oidc/oidc.interactions';
import { createCodeSms } from '../verification-codes/sms-outbox';
import { CODE_POLICY } from '../verification-codes/verification-codes.service';
import { formString, pageErrors, sendPage } from './auth-pages.http';
import type { FieldError } from './views/layout';
import { phoneCodePage, phonePasswordPage, phoneSignUpPage } from './views/phone-sign-up-pages';
import { interactionExpiredPage } from './views/sign-in-pages';

type Params = { Params: { uid: string } };
type CodeQuery = Params & { Querystring: { resent?: string } };

const MINUTES = CODE_POLICY.ttlMs / 60_000;

/**
 * Sign-up by mobile phone inside the sign-in interaction (registered by interactionRoutes, which reads the
 * forms): number and names → a code by text → the code → a password → signed in like the e-mail sign-up.
 */
export async function phoneSignUpRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { provider, config } = deps;
  const phoneDeps: PhoneSignUpDeps = { ...deps, sms: createCodeSms(deps) };
  const origin = (request: FastifyRequest): RequestOrigin => ({ ...auditOrigin(request), ip: request.ip });
  const load = (request: FastifyRequest<Params>, reply: FastifyReply) =>
    findInteraction(provider, config, request, reply, request.params.uid);
  const expired = (reply: FastifyReply) => sendPage(reply, 400, interactionExpiredPage());
  const hide = { schema: { hide: true } };
  const path = (uid: string, step = '') => `/auth/interaction/${uid}/create-account/phone${step}`;

  /** Back to the number with a message: the code of this interaction is gone or was used. */
  const restart = (reply: FastifyReply, uid: string, status: number, errors: FieldError[]) =>
    sendPage(reply, status, phoneSignUpPage({ uid, errors }));

  const codePage = async (
    reply: FastifyReply,
    uid: string,
    status: number,
    extra: { errors?: FieldError[]; resent?: boolean } = {},
  ) => {
    const state = await phoneSignUpState(phoneDeps, uid);
    if (!state) return reply.redirect(path(uid), 303);
    return sendPage(
      reply,
      status,
      phoneCodePage({ uid, phone: state.phone, resendIn: state.resendIn, minutes: MINUTES, ...extra }),
    );
  };

  app.get<Params>('/auth/interaction/:uid/create-account/phone', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    return sendPage(reply, 200, phoneSignUpPage({ uid: interaction.uid }));
  });

  app.post<Params>('/auth/interaction/:uid/create-account/phone', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    const input = {
      phone: formString(request.body, 'phone'),
      first_name: formString(request.body, 'first_name'),
      last_name: formString(request.body, 'last_name'),
    };
    try {
      await startPhoneSignUp(phoneDeps, { flow: interaction.uid, input, origin: origin(request) });
      return reply.redirect(path(interaction.uid, '/code'), 303);
    } catch (error) {
      const shown = pageErrors(error, 'phone', reply);
      if (!shown) throw error;
      return sendPage(
        reply,
        shown.status,
        phoneSignUpPage({ uid: interaction.uid, values: input, errors: shown.errors }),
      );
    }
  });

  app.get<CodeQuery>('/auth/interaction/:uid/create-account/phone/code', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    return codePage(reply, interaction.uid, 200, { resent: request.query.resent === '1' });
  });

  app.post<Params>('/auth/interaction/:uid/create-account/phone/resend', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    try {
      await resendPhoneSignUpCode(phoneDeps, { flow: interaction.uid, origin: origin(request) });
      return reply.redirect(`${path(interaction.uid, '/code')}?resent=1`, 303);
    } catch (error) {
      const shown = pageErrors(error, 'code', reply);
      if (!shown) throw error;
      if (shown.status === 409) return restart(reply, interaction.uid, 409, phoneErrors(shown.errors));
      return codePage(reply, interaction.uid, shown.status, { errors: shown.errors });
    }
  });

  app.post<Params>('/auth/interaction/:uid/create-account/phone/verify', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    try {
      await verifyPhoneSignUpCode(phoneDeps, {
        flow: interaction.uid,
        code: formString(request.body, 'code'),
        origin: origin(request),
      });
      return reply.redirect(path(interaction.uid, '/password'), 303);
    } catch (error) {
      const shown = pageErrors(error, 'code', reply);
      if (!shown) throw error;
      if (shown.status === 409) return restart(reply, interaction.uid, 409, phoneErrors(shown.errors));
      return codePage(reply, interaction.uid, shown.status, { errors: shown.errors });
    }
  });

  app.get<Params>('/auth/interaction/:uid/create-account/phone/password', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    const state = await phoneSignUpState(phoneDeps, interaction.uid);
    if (!state?.verified) return reply.redirect(path(interaction.uid, state ? '/code' : ''), 303);
    return sendPage(reply, 200, phonePasswordPage({ uid: interaction.uid }));
  });

  app.post<Params>('/auth/interaction/:uid/create-account/phone/password', hide, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    try {
      const userId = await finishPhoneSignUp(phoneDeps, {
        flow: interaction.uid,
        password: formString(request.body, 'password'),
        confirmation: formString(request.body, 'confirmation'),
        origin: origin(request),
      });
      return reply.redirect(await finishLogin(provider, config, request, reply, userId), 303);
    } catch (error) {
      const shown = pageErrors(error, 'password', reply);
      if (!shown) throw error;
      if (shown.status === 409) return restart(reply, interaction.uid, 409, phoneErrors(shown.errors));
      return sendPage(reply, shown.status, phonePasswordPage({ uid: interaction.uid, errors: shown.errors }));
    }
  });
}

/** A restart's message belongs on the number field of the first step. */
const phoneErrors = (errors: FieldError[]) => errors.map((error) => ({ ...error, field: 'phone' }));
