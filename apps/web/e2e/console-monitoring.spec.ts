import { expect, test, type Download, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-session';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughEntry } from './support/sign-in';

// The console's monitoring (issue 18; decisions 056, 057). Lois Abernathy (apps/server/src/db/seed-monitoring.ts)
// has the name and date of birth of a row of the shipped OIG LEIE sample: the first monitoring pass after the
// server starts makes her Riverside's open name + DOB candidate. Riverside's credentialing reviewer opens
// Monitoring, sees her candidate with its list row, clears it and sees it leave the open list; the month's report
// lists her lists with their snapshots, and its CSV downloads with the header and her row. At 360 px with axe,
// then 1280 px. A recruiter gets no Monitoring link, the console's refusal on the page and 403 from the API.
const reviewer = { email: 'reviewer@riverside.test', password: 'Console-Demo-2026' };
const recruiter = { email: 'recruiter@riverside.test', password: 'Console-Demo-2026' };
const LEIE = 'OIG exclusions (LEIE)';

async function checkPage(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);
}

async function textOf(download: Download) {
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += (chunk as Buffer).toString();
  return text;
}

async function staffSignIn(page: Page, who: { email: string; password: string }) {
  await signInThroughEntry(page, who.email, who.password);
  await page.getByRole('link', { name: 'Go to the administrator login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization console' })).toBeVisible();
}

test('a reviewer clears an exclusion candidate and downloads the monthly monitoring report', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The first monitoring pass runs a few seconds after start: wait until it has screened Lois.
  const session = await apiSignIn(request, baseURL!, reviewer);
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/console/exclusions', { headers: session.headers });
        const { data } = (await answer.json()) as { data: { open: { clinician: { name: string } }[] } };
        return data.open.map((candidate) => candidate.clinician.name);
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toContain('Lois Abernathy');

  await page.setViewportSize({ width: 360, height: 800 });
  await staffSignIn(page, reviewer);
  await page
    .getByRole('navigation', { name: 'Console pages' })
    .getByRole('link', { name: 'Monitoring' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();

  const open = page.getByRole('list', { name: 'Open candidates' });
  const lois = open.getByRole('listitem').filter({ hasText: 'Lois Abernathy' });
  await expect(
    lois.getByText(`${LEIE}: matched on name and date of birth, name similarity 100%`),
  ).toBeVisible();
  await lois.getByText(`The ${LEIE} row`).click();
  await expect(lois.getByText('ABERNATHY', { exact: true })).toBeVisible();
  await checkPage(page, 360);

  // Clearing takes a note (decision 062).
  await lois
    .getByLabel(`Note on your decision about the ${LEIE} match of Lois Abernathy`)
    .fill('=Different address; her license shows another date of birth.');
  await lois.getByRole('button', { name: `Clear the ${LEIE} match of Lois Abernathy` }).click();
  await expect(page.getByText(`The ${LEIE} match of Lois Abernathy is cleared.`)).toBeVisible();
  await expect(open.getByText('Lois Abernathy')).toHaveCount(0);
  const decided = page.getByRole('list', { name: 'Decided' }).getByRole('listitem').filter({
    hasText: 'Lois Abernathy',
  });
  await expect(decided.getByText(/^Cleared .* by /)).toBeVisible();
  await expect(
    decided.getByText('Note: =Different address; her license shows another date of birth.'),
  ).toBeVisible();

  // The month's report: her five lists, screened against their snapshots.
  const month = new Date().toISOString().slice(0, 7);
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(month);
  const table = page.getByRole('table', { name: `Checks in ${month}` });
  const rows = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Lois Abernathy' }) });
  await expect(rows.filter({ hasText: LEIE }).first().getByText('Candidate', { exact: true })).toBeVisible();
  for (const list of ['SAM.gov exclusions', 'OFAC sanctions (SDN)', 'New York Medicaid exclusions'])
    await expect(rows.filter({ hasText: list }).first()).toBeVisible();
  await checkPage(page, 360);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`monitoring-${month}.csv`);
  const lines = (await textOf(download)).split('\r\n');
  expect(lines[0]).toBe(
    '"clinician","source","list","snapshot_sha256","snapshot_date","checked_at","result","method",' +
      '"decision","decision_note"',
  );
  // The note beside her LEIE check, made text for a spreadsheet.
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^"Lois Abernathy","exclusions","oig_leie","[0-9a-f]{64}","[^"]+","[^"]+","candidate","[^"]*","cleared","'=Different address; her license shows another date of birth\."$/,
    ),
  );
  await expect(page.getByText('The report is downloaded.')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page, 1280);
});

test('a recruiter has no Monitoring page and the API refuses the calls', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await staffSignIn(page, recruiter);
  const nav = page.getByRole('navigation', { name: 'Console pages' });
  await expect(nav.getByRole('link', { name: 'Requirement sets' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Monitoring' })).toHaveCount(0);
  await page.goto('/admin/monitoring');
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
  await expect(
    page.getByText('Your role in this organization does not include this part of the console.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open candidates' })).toHaveCount(0);
  await checkPage(page, 360);

  const session = await apiSignIn(request, baseURL!, recruiter);
  const month = new Date().toISOString().slice(0, 7);
  for (const path of ['/api/console/exclusions', `/api/console/monitoring-report.csv?month=${month}`])
    expect((await request.get(path, { headers: session.headers })).status()).toBe(403);
});
