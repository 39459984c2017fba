import { mobileVerificationApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { createCodeSms } from '../verification-codes/sms-outbox';
import { sendMobileCode, verifyMobileCode } from './mobile-verification.service';

/** The mobile-number confirmation, registered from its contracts in packages/shared/src/api/mobile-verification.ts. */
export const mobileVerificationRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const service = { ...deps, sms: deps.adapters.sms ?? createCodeSms(deps) };

  route(app, mobileVerificationApi.send, ({ caller, body }) =>
    sendMobileCode(service, caller, body.phone_number),
  );
  route(app, mobileVerificationApi.verify, ({ caller, body }) =>
    verifyMobileCode(service, caller, { phone: body.phone_number, code: body.code }),
  );
};
