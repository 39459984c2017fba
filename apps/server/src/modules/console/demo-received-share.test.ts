import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { DEMO, seedDemo } from '../../db/seed';

// Decision 066: the demo has a received share at once. The app's start (server.ts) makes Priya Raman's share
// with Riverside Health through the sharing service, with her BLS card and her signed consent form, so
// Riverside's administrator sees it verified with its documents without anyone sharing first; a second start
// makes no second share.
describe('the demo received share made at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  it('is verified, carries her documents, downloads them, and is made once', async () => {
    expect(await t.app.seedDemoReceivedShare()).toBe(true);
    expect(await t.app.seedDemoReceivedShare()).toBe(false);
    const admin = await signIn(t.app, { email: DEMO.adminEmail, password: DEMO.adminPassword });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers() });
    const shares = (await get('/api/console/shares')).json().data;
    expect(shares).toEqual([
      expect.objectContaining({
        clinician: { name: 'Priya Raman' },
        requirement: 'Nurse onboarding',
        state: 'active',
        credential_count: 2,
      }),
    ]);
    const panel = (await get(`/api/console/shares/${shares[0].id}`)).json().data;
    expect(panel.verified).toBe(true);
    expect(panel.documents).toEqual([
      expect.objectContaining({
        kind: 'task',
        name: 'PriyaRamanBLSCard.pdf',
        label: 'Upload your nursing Basic Life Support (BLS) card',
        available: true,
      }),
      expect.objectContaining({
        kind: 'consent',
        label: 'Authorization to release credentialing information',
        available: true,
      }),
    ]);
    for (const document of panel.documents) {
      const file = await get(`/api/console/shares/${shares[0].id}/documents/${document.id}`);
      expect(file.statusCode, document.name).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const expirables = (await get('/api/console/expirables')).json().data;
    expect(expirables).toEqual([
      expect.objectContaining({ name: 'WI RN license 301872-30', days_left: 45, within: 60 }),
    ]);
  });
});
