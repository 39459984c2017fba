import { STAFF_ROLE_ACTIONS, consoleSettingsApi, type SamlSettings } from '@credence/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

const me = (role: 'admin' | 'credentialing_reviewer' | 'recruiter') =>
  json({
    data: {
      group: { id: 'g', name: 'Riverside Health', slug: 'riverside-health' },
      role,
      actions: [...STAFF_ROLE_ACTIONS[role]],
    },
  });

const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ==\n-----END CERTIFICATE-----';
const ORIGIN = 'https://credence.test';
const empty: SamlSettings = {
  sp_entity_id: `${ORIGIN}/auth/saml/riverside-health`,
  acs_url: `${ORIGIN}/auth/saml/riverside-health/acs`,
  metadata_url: `${ORIGIN}/auth/saml/riverside-health/metadata`,
  connection: null,
};
const saved = (body: Record<string, unknown>): SamlSettings => ({
  ...empty,
  connection: {
    enabled: body.enabled as boolean,
    idp_entry_point: body.idp_entry_point as string,
    idp_issuer: body.idp_issuer as string,
    idp_certificate: body.idp_certificate as string,
    email_attribute: body.email_attribute as string,
    first_name_attribute: body.first_name_attribute as string,
    last_name_attribute: body.last_name_attribute as string,
    certificate: {
      subject: 'CN=idp.riverside.test',
      valid_from: '2026-01-01T00:00:00.000Z',
      valid_to: '2036-01-01T00:00:00.000Z',
      fingerprint_sha256: 'AB:CD',
    },
    updated_at: '2026-11-29T02:00:00.000Z',
  },
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/admin/saml, the group’s SAML connection', () => {
  it('an admin sees what the IdP needs, fills in the connection and saves it', async () => {
    const fetch = mockFetch({
      'GET /api/console/me': me('admin'),
      'GET /api/console/saml': answer(consoleSettingsApi.saml, empty),
      'PUT /api/console/saml': ({ init }) =>
        answer(consoleSettingsApi.updateSaml, saved(JSON.parse(String(init.body)))),
    });
    await renderApp('/admin/saml');
    expect(await screen.findByRole('heading', { level: 1, name: 'SAML sign-in' })).toBeTruthy();
    await screen.findByLabelText('IdP single sign-on URL', undefined, { timeout: 10_000 });
    expect(screen.getByText(`${ORIGIN}/auth/saml/riverside-health/acs`)).toBeTruthy();
    expect(screen.getByText('No SAML connection is set up yet.')).toBeTruthy();
    type('IdP single sign-on URL', 'https://idp.riverside.test/sso');
    type('IdP entity id (issuer)', 'https://idp.riverside.test/entity');
    type('IdP signing certificate (PEM)', PEM);
    fireEvent.click(screen.getByRole('button', { name: 'Save the SAML settings' }));
    expect(await screen.findByText('The SAML settings are saved.')).toBeTruthy();
    const [call] = callsTo(fetch, 'PUT /api/console/saml');
    expect(JSON.parse(String(call!.body))).toEqual({
      enabled: true,
      idp_entry_point: 'https://idp.riverside.test/sso',
      idp_issuer: 'https://idp.riverside.test/entity',
      idp_certificate: PEM,
      email_attribute: 'email',
      first_name_attribute: 'firstName',
      last_name_attribute: 'lastName',
    });
    expect(
      screen.getByText(/Stored certificate: CN=idp.riverside.test, valid 2026-01-01 to 2036-01-01/),
    ).toBeTruthy();
  });

  it('refuses an http:// URL and a text that is not a PEM certificate before sending anything', async () => {
    const fetch = mockFetch({
      'GET /api/console/me': me('admin'),
      'GET /api/console/saml': answer(consoleSettingsApi.saml, empty),
    });
    await renderApp('/admin/saml');
    await screen.findByLabelText('IdP single sign-on URL', undefined, { timeout: 10_000 });
    type('IdP single sign-on URL', 'http://idp.riverside.test/sso');
    type('IdP entity id (issuer)', 'idp');
    type('IdP signing certificate (PEM)', 'not a certificate');
    fireEvent.click(screen.getByRole('button', { name: 'Save the SAML settings' }));
    expect((await screen.findAllByText('Please enter an https:// URL.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/This is not a PEM certificate/).length).toBeGreaterThan(0);
    expect(callsTo(fetch, 'PUT /api/console/saml')).toHaveLength(0);
  });

  it('shows the server’s refusal of a certificate that does not parse beside the field', async () => {
    mockFetch({
      'GET /api/console/me': me('admin'),
      'GET /api/console/saml': answer(consoleSettingsApi.saml, empty),
      'PUT /api/console/saml': json(
        {
          error: {
            code: 'request.invalid',
            message: 'Bad Request',
            details: [{ path: 'idp_certificate', message: 'console.saml.certificate-unparsable' }],
          },
        },
        400,
      ),
    });
    await renderApp('/admin/saml');
    await screen.findByLabelText('IdP single sign-on URL', undefined, { timeout: 10_000 });
    type('IdP single sign-on URL', 'https://idp.riverside.test/sso');
    type('IdP entity id (issuer)', 'idp');
    type('IdP signing certificate (PEM)', PEM);
    fireEvent.click(screen.getByRole('button', { name: 'Save the SAML settings' }));
    expect(
      (await screen.findAllByText('This certificate cannot be read. Export it again from your IdP as PEM.'))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('The SAML settings are saved.')).toBeNull();
  });

  it('a reviewer has no SAML link in the console and the page asks nothing of the server', async () => {
    const fetch = mockFetch({ 'GET /api/console/me': me('credentialing_reviewer') });
    await renderApp('/admin/saml');
    expect(await screen.findByText(/not staff of an organization/)).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/console/saml')).toHaveLength(0);
  });
});

describe('/admin/consent-forms and the question sets of a requirement set', () => {
  it('lists the forms, required or not, with how many clinicians signed', async () => {
    mockFetch({
      'GET /api/console/me': me('recruiter'),
      'GET /api/console/consent-forms': answer(consoleSettingsApi.consentForms, [
        {
          id: 'c1',
          name: 'Authorization to release credentialing information',
          document_key: 'riverside-health/release-authorization-v1',
          required: true,
          signed: 4,
          subscribed: 6,
          created_at: '2026-11-01T00:00:00.000Z',
        },
      ]),
    });
    await renderApp('/admin/consent-forms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consent forms' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Authorization to release/ });
    expect(within(row).getByText('Required before enrolment')).toBeTruthy();
    expect(within(row).getByText('4 of 6 clinicians')).toBeTruthy();
  });

  it('the console links to the settings pages by role', async () => {
    const routes = {
      'GET /api/console/roster': json({ data: [] }),
      'GET /api/console/requirements': json({ data: [] }),
      'GET /api/console/invitations': json({ data: [] }),
      'GET /api/console/subscriptions/pending': json({ data: [] }),
      'GET /api/console/shares': json({ data: [] }),
      'GET /api/console/expirables': json({ data: [] }),
      'GET /api/console/work-verifications': json({ data: [] }),
    };
    mockFetch({ ...routes, 'GET /api/console/me': me('admin') });
    const { unmount } = await renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'SAML sign-in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Consent forms' })).toBeTruthy();
    unmount();
    mockFetch({ ...routes, 'GET /api/console/me': me('recruiter') });
    await renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Consent forms' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'SAML sign-in' })).toBeNull());
  });
});
