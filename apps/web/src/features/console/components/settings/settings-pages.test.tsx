import {
  STAFF_ROLE_ACTIONS,
  consoleSettingsApi,
  type ConsoleConsentForm,
  type SamlSettings,
} from '@credence/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, callsTo, json, mockFetch } from '#web/test/fetch';
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
  const release: ConsoleConsentForm = {
    id: 'c2',
    name: 'Authorization to release credentialing information',
    document_key: 'riverside-health/consent-c1/v2',
    body: 'I authorize the release, for three years.',
    version: 2,
    required: true,
    requirements: [],
    signed: 4,
    subscribed: 6,
    created_at: '2026-11-20T00:00:00.000Z',
    versions: [
      {
        id: 'c2',
        version: 2,
        name: 'Authorization to release credentialing information',
        body: 'I authorize the release, for three years.',
        created_at: '2026-11-20T00:00:00.000Z',
        superseded_at: null,
        signed: 4,
      },
      {
        id: 'c1',
        version: 1,
        name: 'Authorization to release credentialing information',
        body: 'I authorize the release.',
        created_at: '2026-11-01T00:00:00.000Z',
        superseded_at: '2026-11-20T00:00:00.000Z',
        signed: 5,
      },
    ],
  };

  it('lists the forms with their versions and signatures; a recruiter cannot create or edit', async () => {
    const fetch = mockFetch({
      'GET /api/console/me': me('recruiter'),
      'GET /api/console/consent-forms': answer(consoleSettingsApi.consentForms, [release]),
    });
    await renderApp('/admin/consent-forms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consent forms' })).toBeTruthy();
    const item = await screen.findByRole('listitem', { name: /Authorization to release/ });
    expect(within(item).getByText(/Required before enrolment/)).toBeTruthy();
    expect(within(item).getByText(/4 of 6 clinicians/)).toBeTruthy();
    expect(within(item).getByText('I authorize the release.')).toBeTruthy();
    expect(within(item).getByText(/in use 2026-11-01 to 2026-11-20/)).toBeTruthy();
    expect(within(item).getByText(/signed by 5/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New consent form' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(callsTo(fetch, 'GET /api/console/requirements')).toHaveLength(0);
  });

  it('an admin creates a form: errors beside the fields and in the summary, then the form is sent', async () => {
    const sets = [{ id: '5f0c8a52-7c1e-4b8e-9d2a-1f3e5b7c9d11', name: 'Hospitalist onboarding' }];
    const fetch = mockFetch({
      'GET /api/console/me': me('admin'),
      'GET /api/console/consent-forms': answer(consoleSettingsApi.consentForms, [release]),
      'GET /api/console/requirements': json({ data: sets }),
      'POST /api/console/consent-forms': ({ init }) => {
        const body = JSON.parse(String(init.body));
        return answer(consoleSettingsApi.createConsentForm, {
          ...release,
          id: 'n1',
          name: body.name,
          body: body.body,
          version: 1,
          versions: [],
        });
      },
    });
    const { user } = await renderApp('/admin/consent-forms');
    await user.click(await screen.findByRole('button', { name: 'New consent form' }));
    await user.click(await screen.findByRole('button', { name: 'Create consent form' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getAllByRole('link').length).toBe(2);
    // Each message beside its field too: twice in all (summary and field).
    expect(screen.getAllByText('This Field is Required').length).toBe(4);
    expect(callsTo(fetch, 'POST /api/console/consent-forms')).toHaveLength(0);
    await user.type(screen.getByLabelText('Title'), 'Photo release');
    await user.type(screen.getByLabelText('Text'), 'My photo may be shown.');
    await user.click(screen.getByLabelText('Hospitalist onboarding'));
    await user.click(screen.getByRole('button', { name: 'Create consent form' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/console/consent-forms')).toHaveLength(1));
    const sent = callsTo(fetch, 'POST /api/console/consent-forms')[0]!;
    expect(JSON.parse(String(sent.body))).toEqual({
      name: 'Photo release',
      body: 'My photo may be shown.',
      required: true,
      requirement_ids: [sets[0]!.id],
    });
    expect(await screen.findByText('“Photo release” is saved.')).toBeTruthy();
  });

  it('editing a signed form warns that a new version is saved', async () => {
    mockFetch({
      'GET /api/console/me': me('admin'),
      'GET /api/console/consent-forms': answer(consoleSettingsApi.consentForms, [release]),
      'GET /api/console/requirements': json({ data: [] }),
    });
    const { user } = await renderApp('/admin/consent-forms');
    await user.click(
      await screen.findByRole('button', { name: 'Edit Authorization to release credentialing information' }),
    );
    expect(
      await screen.findByText(/Signatures on this version: 4\. Changing its title or text saves version 3/),
    ).toBeTruthy();
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe(
      'I authorize the release, for three years.',
    );
  });

  it('an admin deletes an unsigned form after confirming; a signed form offers no delete; 409 says why', async () => {
    const parking: ConsoleConsentForm = {
      ...release,
      id: '3b9d2f1a-6c4e-4a8b-9f0d-2e4c6a8b0d1f',
      name: 'Parking permit',
      version: 1,
      signed: 0,
      versions: [
        { ...release.versions[0]!, id: '3b9d2f1a-6c4e-4a8b-9f0d-2e4c6a8b0d1f', version: 1, signed: 0 },
      ],
    };
    let refuse = false;
    const fetch = mockFetch({
      'GET /api/console/me': me('admin'),
      'GET /api/console/consent-forms': answer(consoleSettingsApi.consentForms, [release, parking]),
      'GET /api/console/requirements': json({ data: [] }),
      [`DELETE /api/console/consent-forms/${parking.id}`]: () =>
        refuse
          ? apiError(409, 'request.conflict', 'signed')
          : answer(consoleSettingsApi.deleteConsentForm, [release]),
    });
    const { user } = await renderApp('/admin/consent-forms');
    const remove = await screen.findByRole('button', { name: 'Delete Parking permit' });
    expect(
      screen.queryByRole('button', { name: 'Delete Authorization to release credentialing information' }),
    ).toBeNull();
    // Keeping it sends nothing.
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Parking permit' });
    expect(within(dialog).getByText(/No clinician signed it/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(fetch, `DELETE /api/console/consent-forms/${parking.id}`)).toHaveLength(0);
    // A refusal (someone signed meanwhile) says why, and the form stays.
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Delete Parking permit' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the consent form' }));
    expect(await screen.findByText(/so it cannot be deleted: .* Make it optional instead\./)).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Parking permit' })).toBeTruthy();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Delete Parking permit' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the consent form' }));
    expect(await screen.findByText('“Parking permit” is deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Parking permit' })).toBeNull());
    expect(callsTo(fetch, `DELETE /api/console/consent-forms/${parking.id}`)).toHaveLength(2);
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
