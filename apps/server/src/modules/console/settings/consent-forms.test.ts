import {
  CONSENT_FORM_BODY_MAX,
  CONSENT_FORM_NAME_MAX,
  consentFormInputSchema,
  type StaffRole,
} from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/db/seed';
import { otherOrganization, riverside } from '#server-test/helpers/organizations';
import { createUser, signIn, signInStaff, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

// Consent forms written in the console (decision 062): an admin creates and edits them, a signed form's
// text is never rewritten (an edit writes the next version), and the clinician's own list follows.

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Photo release',
  body: 'I agree that my photo may be shown on the staff directory.',
  required: true,
  requirement_ids: [] as string[],
  ...over,
});

describe('console consent forms: create, edit, versions, and what clinicians are asked', () => {
  let t: TestApp;
  let home: Awaited<ReturnType<typeof riverside>>;
  let other: Awaited<ReturnType<typeof otherOrganization>>;
  let secondSetId: string;
  const s = {} as Record<StaffRole | 'otherAdmin' | 'inSet' | 'inOtherSet', TestSession>;

  const subscribedClinician = async (appReqId: string) => {
    const user = await createUser(t.database.db);
    await t.database.db
      .insertInto('subscriptions')
      .values({ user_id: user.id, subscriber_group_id: home.groupId, app_req_id: appReqId, status: 'active' })
      .execute();
    return signIn(t.app, user);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    home = await riverside(t.database.db);
    other = await otherOrganization(t.database.db);
    secondSetId = (
      await t.database.db
        .insertInto('application_requirements')
        .values({ subscriber_group_id: home.groupId, name: 'Locum onboarding' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const role of ['admin', 'credentialing_reviewer', 'recruiter'] as const)
      s[role] = await signInStaff(t.app, t.database.db, role, home.groupId);
    s.otherAdmin = await signInStaff(t.app, t.database.db, 'admin', other.groupId);
    s.inSet = await subscribedClinician(home.appReqId);
    s.inOtherSet = await subscribedClinician(secondSetId);
  });
  afterAll(() => t.close());

  const call = (who: TestSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers(), ...(payload ? { payload } : {}) });
  const clinicianForms = async (who: TestSession) =>
    (await call(who, 'GET', '/api/consent_form')).json().data as {
      id: string;
      document_key: string;
      name: string;
      body: string | null;
      version: number;
      signed: boolean;
    }[];

  it('the shared schema bounds the title and text on both sides of the edge', () => {
    const ok = (over: Record<string, unknown>) => consentFormInputSchema.safeParse(form(over)).success;
    expect(ok({ name: 'x'.repeat(CONSENT_FORM_NAME_MAX) })).toBe(true);
    expect(ok({ name: 'x'.repeat(CONSENT_FORM_NAME_MAX + 1) })).toBe(false);
    expect(CONSENT_FORM_NAME_MAX).toBe(200);
    expect(ok({ body: 'x'.repeat(CONSENT_FORM_BODY_MAX) })).toBe(true);
    expect(ok({ body: 'x'.repeat(CONSENT_FORM_BODY_MAX + 1) })).toBe(false);
    expect(CONSENT_FORM_BODY_MAX).toBe(20_000);
    expect(ok({ name: ' ' })).toBe(false);
    expect(ok({ body: 'a\u0000b' })).toBe(false);
    expect(ok({ body: 'a\uD800b' })).toBe(false);
    expect(ok({ requirement_ids: [home.appReqId, home.appReqId] })).toBe(false);
  });

  it('a reviewer or recruiter gets 403 on create and edit; a clinician too', async () => {
    for (const who of [s.credentialing_reviewer, s.recruiter, s.inSet]) {
      expect((await call(who, 'POST', '/api/console/consent-forms', form())).statusCode).toBe(403);
    }
    const existing = (await call(s.admin, 'GET', '/api/console/consent-forms')).json().data[0];
    for (const who of [s.credentialing_reviewer, s.recruiter, s.inSet]) {
      const response = await call(who, 'PUT', `/api/console/consent-forms/${existing.id}`, form());
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a requirement set of another group and text with a NUL byte (400 with the path)', async () => {
    const foreign = await call(
      s.admin,
      'POST',
      '/api/console/consent-forms',
      form({ requirement_ids: [other.appReqId] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toContainEqual(
      expect.objectContaining({ path: 'requirement_ids.0' }),
    );
    const nul = await call(s.admin, 'POST', '/api/console/consent-forms', form({ body: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
  });

  it('create → the clinicians of the set are asked; edit after a signature → a new version, the old text kept', async () => {
    const created = await call(
      s.admin,
      'POST',
      '/api/console/consent-forms',
      form({ requirement_ids: [home.appReqId] }),
    );
    expect(created.statusCode).toBe(200);
    const v1 = created.json().data;
    expect(v1).toMatchObject({ name: 'Photo release', version: 1, required: true, signed: 0 });
    expect(v1.requirements).toEqual([{ id: home.appReqId, name: expect.any(String) }]);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', v1.id)
      .execute();
    expect(audits.map((row) => row.action)).toContain('console.consent-form.create');

    // The clinician of the set sees it with its text; the one of the other set does not.
    const asked = (await clinicianForms(s.inSet)).find((entry) => entry.id === v1.id);
    expect(asked).toMatchObject({ body: form().body, version: 1, signed: false });
    expect((await clinicianForms(s.inOtherSet)).some((entry) => entry.id === v1.id)).toBe(false);

    // An edit before anyone signed changes the form in place.
    const inPlace = await call(
      s.admin,
      'PUT',
      `/api/console/consent-forms/${v1.id}`,
      form({ body: 'Shown on the directory.', requirement_ids: [home.appReqId] }),
    );
    expect(inPlace.json().data).toMatchObject({ id: v1.id, version: 1, body: 'Shown on the directory.' });

    // The clinician signs version 1.
    const signed = await call(s.inSet, 'POST', '/api/consent_form', {
      document_keys: [asked!.document_key],
      full_name: 'Test Clinician',
      confirm: true,
    });
    expect(signed.statusCode).toBe(200);
    const record = await t.database.db
      .selectFrom('consent_signatures')
      .select('signature')
      .where('consent_form_id', '=', v1.id)
      .executeTakeFirstOrThrow();
    expect(record.signature).toMatchObject({
      content: { form_body: 'Shown on the directory.', form_version: 1 },
    });

    // Editing the text now writes version 2; version 1 keeps the text that was signed.
    const edited = await call(
      s.admin,
      'PUT',
      `/api/console/consent-forms/${v1.id}`,
      form({
        body: 'Shown on the directory and the website.',
        requirement_ids: [home.appReqId, secondSetId],
      }),
    );
    expect(edited.statusCode).toBe(200);
    const v2 = edited.json().data;
    expect(v2.id).not.toBe(v1.id);
    expect(v2).toMatchObject({ version: 2, body: 'Shown on the directory and the website.', signed: 0 });
    expect(v2.versions).toEqual([
      expect.objectContaining({ id: v2.id, version: 2, superseded_at: null, signed: 0 }),
      expect.objectContaining({ id: v1.id, version: 1, body: 'Shown on the directory.', signed: 1 }),
    ]);
    const old = await t.database.db
      .selectFrom('consent_forms')
      .select(['body', 'superseded_at'])
      .where('id', '=', v1.id)
      .executeTakeFirstOrThrow();
    expect(old.body).toBe('Shown on the directory.');
    expect(old.superseded_at).not.toBeNull();

    // The clinician is asked to sign version 2; version 1 is no longer asked and cannot be signed again.
    const now = await clinicianForms(s.inSet);
    expect(now.find((entry) => entry.id === v2.id)).toMatchObject({ version: 2, signed: false });
    expect(now.some((entry) => entry.id === v1.id)).toBe(false);
    // The other set now asks for it too.
    expect((await clinicianForms(s.inOtherSet)).some((entry) => entry.id === v2.id)).toBe(true);
    // Version 1's signed PDF is still the clinician's.
    expect((await call(s.inSet, 'GET', `/api/consent_form/${v1.id}/document`)).statusCode).toBe(200);

    // The replaced version cannot be edited (409); another group's admin gets 404.
    const stale = await call(s.admin, 'PUT', `/api/console/consent-forms/${v1.id}`, form());
    expect(stale.statusCode).toBe(409);
    const foreign = await call(s.otherAdmin, 'PUT', `/api/console/consent-forms/${v2.id}`, form());
    expect(foreign.statusCode).toBe(404);
    const missing = await call(
      s.admin,
      'PUT',
      '/api/console/consent-forms/00000000-0000-4000-8000-000000000000',
      form(),
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await call(s.otherAdmin, 'GET', '/api/console/consent-forms'))
        .json()
        .data.some((entry: { id: string }) => entry.id === v2.id),
    ).toBe(false);
  });

  it('changing only required or the sets of a signed form changes it in place (no new version)', async () => {
    const created = (
      await call(s.admin, 'POST', '/api/console/consent-forms', form({ name: 'Badge' }))
    ).json().data;
    const key = (await clinicianForms(s.inOtherSet)).find((entry) => entry.id === created.id)!.document_key;
    await call(s.inOtherSet, 'POST', '/api/consent_form', {
      document_keys: [key],
      full_name: 'Test Clinician',
      confirm: true,
    });
    const edited = await call(
      s.admin,
      'PUT',
      `/api/console/consent-forms/${created.id}`,
      form({ name: 'Badge', required: false }),
    );
    expect(edited.json().data).toMatchObject({ id: created.id, version: 1, required: false, signed: 1 });
  });

  it('an admin deletes a form no clinician signed; a signed one (any version) is 409 and stays', async () => {
    const unsigned = (
      await call(
        s.admin,
        'POST',
        '/api/console/consent-forms',
        form({ name: 'Parking', requirement_ids: [home.appReqId] }),
      )
    ).json().data;
    // Only an admin of the group: a reviewer, a recruiter and a clinician 403, another group's admin 404.
    for (const who of [s.credentialing_reviewer, s.recruiter, s.inSet])
      expect((await call(who, 'DELETE', `/api/console/consent-forms/${unsigned.id}`)).statusCode).toBe(403);
    expect((await call(s.otherAdmin, 'DELETE', `/api/console/consent-forms/${unsigned.id}`)).statusCode).toBe(
      404,
    );
    const deleted = await call(s.admin, 'DELETE', `/api/console/consent-forms/${unsigned.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.some((entry: { id: string }) => entry.id === unsigned.id)).toBe(false);
    expect((await clinicianForms(s.inSet)).some((entry) => entry.id === unsigned.id)).toBe(false);
    const links = await t.database.db
      .selectFrom('consent_form_requirements')
      .select('app_req_id')
      .where('consent_form_id', '=', unsigned.id)
      .execute();
    expect(links).toEqual([]);
    expect((await call(s.admin, 'DELETE', `/api/console/consent-forms/${unsigned.id}`)).statusCode).toBe(404);

    // Signed version 1, then a new text: version 2 has no signature of its own, but the form was signed.
    const v1 = (await call(s.admin, 'POST', '/api/console/consent-forms', form({ name: 'Lockers' }))).json()
      .data;
    const key = (await clinicianForms(s.inSet)).find((entry) => entry.id === v1.id)!.document_key;
    await call(s.inSet, 'POST', '/api/consent_form', {
      document_keys: [key],
      full_name: 'Test Clinician',
      confirm: true,
    });
    const v2 = (
      await call(
        s.admin,
        'PUT',
        `/api/console/consent-forms/${v1.id}`,
        form({ name: 'Lockers', body: 'Lockers are assigned.' }),
      )
    ).json().data;
    expect(v2.version).toBe(2);
    for (const id of [v1.id, v2.id]) {
      const refused = await call(s.admin, 'DELETE', `/api/console/consent-forms/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'Clinicians signed this consent form, so it cannot be deleted: their signatures keep the text they signed. Make it optional instead.',
      );
    }
    const kept = (await call(s.admin, 'GET', '/api/console/consent-forms')).json().data;
    expect(kept.find((entry: { id: string }) => entry.id === v2.id)).toMatchObject({ version: 2 });
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select(['outcome', 'target_id'])
      .where('action', '=', 'console.consent-form.delete')
      .execute();
    expect(audits).toEqual(
      expect.arrayContaining([
        { outcome: 'success', target_id: unsigned.id },
        { outcome: 'failure', target_id: v2.id },
      ]),
    );
  });
});
