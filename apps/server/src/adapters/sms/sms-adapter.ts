import { randomUUID } from 'node:crypto';
import { isValidPhone, toStoredPhone } from '@credence/shared';
import { z } from 'zod';
import type { AdapterConfig } from '../config';
import { fetchJson, joinUrl, parseAnswer, type HttpOptions } from '../http';

const SOURCE = 'sms';
/** Twilio's limit for one message body, split into segments on the way. */
export const SMS_MAX_BODY = 1600;

export interface SmsMessage {
  /** A US number in any usual spelling; sent as +1 and ten digits. */
  to: string;
  body: string;
}

export interface SmsResult {
  id: string;
  /** 'queued' by the provider, or 'stored' in the outbox when no provider is configured. */
  status: 'queued' | 'stored';
}

export interface StoredSms {
  id: string;
  to: string;
  body: string;
  createdAt: Date;
}

/** Where the offline adapter puts messages: the route layer passes a repository-backed one. */
export type SmsStore = (message: StoredSms) => Promise<void>;

export interface SmsAdapter {
  readonly mode: 'live' | 'outbox';
  send(message: SmsMessage): Promise<SmsResult>;
}

/** Input checks belong to the route's schema; this guard only stops a bad call from reaching a provider. */
function checkedMessage({ to, body }: SmsMessage): { to: string; body: string } {
  if (!isValidPhone(to)) throw new RangeError('sms: the recipient is not a US phone number');
  if (body.length === 0 || body.length > SMS_MAX_BODY)
    throw new RangeError('sms: body must be 1-1600 characters');
  return { to: toStoredPhone(to), body };
}

/** Offline default: nothing is sent; the message lands in the store, where a developer can read it. */
export function createOutboxSmsAdapter(store: SmsStore): SmsAdapter {
  return {
    mode: 'outbox',
    async send(message) {
      const { to, body } = checkedMessage(message);
      const id = randomUUID();
      await store({ id, to, body, createdAt: new Date() });
      return { id, status: 'stored' };
    },
  };
}

/** For tests and a server started without a repository: messages kept in this process only. */
export function createInMemorySmsStore(): { store: SmsStore; messages: StoredSms[] } {
  const messages: StoredSms[] = [];
  return { messages, store: async (message) => void messages.push(message) };
}

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  from: string;
}

const twilioMessageSchema = z.object({ sid: z.string().min(1), status: z.string() });

/** Twilio-style: form-encoded POST {base}/Accounts/{sid}/Messages.json with basic auth (sid:token). */
export function createTwilioSmsAdapter(
  baseUrl: string,
  credentials: TwilioCredentials,
  http: Omit<HttpOptions, 'source'>,
): SmsAdapter {
  const options: HttpOptions = { ...http, source: SOURCE };
  const auth = Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64');
  const url = joinUrl(baseUrl, `Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`);
  return {
    mode: 'live',
    async send(message) {
      const { to, body } = checkedMessage(message);
      const form = new URLSearchParams({ To: to, From: credentials.from, Body: body });
      const answer = await fetchJson(url, options, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      return { id: parseAnswer(twilioMessageSchema, answer, SOURCE).sid, status: 'queued' };
    },
  };
}

type SmsConfig = Pick<
  AdapterConfig,
  'SMS_BASE_URL' | 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM' | 'ADAPTER_TIMEOUT_MS'
>;

/**
 * The provider when SMS_BASE_URL is set (sid, token and from then required), else the outbox. Pass `store` to
 * keep outbox messages somewhere durable; without one they stay in memory.
 */
export function createSmsAdapter(
  config: SmsConfig,
  options: { store?: SmsStore; fetch?: typeof fetch } = {},
): SmsAdapter {
  if (!config.SMS_BASE_URL) return createOutboxSmsAdapter(options.store ?? createInMemorySmsStore().store);
  const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = config;
  if (!accountSid || !authToken || !from) {
    throw new Error('SMS_BASE_URL is set: SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are required too');
  }
  return createTwilioSmsAdapter(
    config.SMS_BASE_URL,
    { accountSid, authToken, from },
    { timeoutMs: config.ADAPTER_TIMEOUT_MS, fetch: options.fetch },
  );
}
