import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTestIdp, createSamlOrganization, samlRefusals } from '#server-test/helpers/saml-flow';
import { buildResponse, encodeResponse, signAssertion, TEST_IDP } from '#server-test/helpers/saml-response';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

const SLUG = 'eastside-clinic';

describe('answers the ACS refuses', () => {
  let t: TestApp;
  let groupId: string;
  beforeAll(async () => {
    t = await createTestApp();
    groupId = await createSamlOrganization(t.database.db, { slug: SLUG });
  });
  afterAll(() => t.close());
  const atIdp = (email?: string) => atTestIdp(t.app, SLUG, email);

  type Case = {
    name: string;
    reason: string;
    status: number;
    text: string;
    answer(at: Awaited<ReturnType<typeof atIdp>>): Promise<string>;
  };
  const sign = (xml: string) => encodeResponse(signAssertion(xml));
  const cases: Case[] = [
    {
      name: 'an attribute changed after signing',
      reason: 'invalid-signature',
      status: 403,
      text: 'We could not verify the answer',
      answer: async ({ options }) =>
        encodeResponse(
          signAssertion(buildResponse(options)).replace(
            `<saml:AttributeValue>${options.email}</saml:AttributeValue>`,
            '<saml:AttributeValue>someone.else@northside.test</saml:AttributeValue>',
          ),
        ),
    },
    {
      name: 'a signature by another key',
      reason: 'invalid-signature',
      status: 403,
      text: 'We could not verify the answer',
      answer: async ({ options }) =>
        encodeResponse(signAssertion(buildResponse(options), TEST_IDP.wrongKey, TEST_IDP.wrongCert)),
    },
    {
      name: 'an expired assertion',
      reason: 'expired',
      status: 403,
      text: 'no longer valid, or not valid yet',
      answer: async ({ options }) =>
        sign(buildResponse({ ...options, notBeforeMs: -20 * 60_000, notOnOrAfterMs: -10 * 60_000 })),
    },
    {
      name: 'an assertion not valid yet',
      reason: 'not-yet-valid',
      status: 403,
      text: 'no longer valid, or not valid yet',
      answer: async ({ options }) => sign(buildResponse({ ...options, notBeforeMs: 10 * 60_000 })),
    },
    {
      name: 'an assertion for another audience',
      reason: 'wrong-audience',
      status: 403,
      text: 'meant for another service',
      answer: async ({ options }) =>
        sign(buildResponse({ ...options, audience: 'https://other.example.test/sp' })),
    },
    {
      name: 'an assertion addressed to another ACS',
      reason: 'wrong-recipient',
      status: 403,
      text: 'meant for another service',
      answer: async ({ options }) =>
        sign(buildResponse({ ...options, acsUrl: 'https://other.example.test/acs' })),
    },
    {
      name: 'an answer to a request we never sent',
      reason: 'unknown-request',
      status: 403,
      text: 'does not belong to a sign-in started here',
      answer: async ({ options }) => sign(buildResponse({ ...options, inResponseTo: '_never-sent' })),
    },
    {
      name: 'a replayed response',
      reason: 'replayed',
      status: 403,
      text: 'has already been used',
      answer: async ({ flow, options }) => {
        const response = sign(buildResponse(options));
        expect((await flow.postToAcs(response)).statusCode).toBe(303);
        return response;
      },
    },
  ];

  it.each(cases)(
    'refuses $name with the refusal page and an audit row',
    async ({ reason, status, text, answer }) => {
      const before = (await samlRefusals(t.database.db, reason)).length;
      const at = await atIdp();
      const response = await at.flow.postToAcs(await answer(at));
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<h1>We could not sign you in with your organization</h1>');
      expect(response.body).toContain(text);
      expect(response.body).toContain(`href="/?organization=${SLUG}"`);
      const rows = await samlRefusals(t.database.db, reason);
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ outcome: 'failure', target_id: groupId });
      expect(JSON.stringify(rows)).not.toContain(at.email);
    },
  );

  it('refuses every answer once the organization turned its sign-in off', async () => {
    const at = await atIdp();
    await t.database.db
      .updateTable('saml_connections')
      .set({ enabled: false })
      .where('subscriber_group_id', '=', groupId)
      .execute();
    try {
      const response = await at.flow.postToAcs(encodeResponse(signAssertion(buildResponse(at.options))));
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Organization sign-in is not available for this organization.');
      expect(await samlRefusals(t.database.db, 'connection-unavailable')).toHaveLength(1);
    } finally {
      await t.database.db
        .updateTable('saml_connections')
        .set({ enabled: true })
        .where('subscriber_group_id', '=', groupId)
        .execute();
    }
  });

  it('renders the refusal page accessibly, with the shared look and no inline code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/auth/saml/${SLUG}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SAMLResponse=bm90IHhtbA%3D%3D&RelayState=x',
    });
    expect(response.statusCode).toBe(400);
    expect(await samlRefusals(t.database.db, 'malformed')).toHaveLength(1);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body.match(/<h1>/g)).toHaveLength(1);
    expect(response.body).toContain('href="/auth/assets/tokens.css"');
    expect(response.body).not.toMatch(/<script|<style|style=/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
