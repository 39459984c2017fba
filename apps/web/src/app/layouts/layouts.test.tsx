import { LAYOUTS, ROUTES, ROUTE_TABLE } from '@credence/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render-app';
import { samplePath } from '../../test/sample-paths';
import { personalInfoSample } from '../../test/contract-samples';

// /callback hands off at once (features/auth tests it), so the blank layout is shown by another page.
const pageWith = (layout: string) => {
  const route = ROUTE_TABLE.find((candidate) => candidate.layout === layout && candidate.id !== 'callback');
  if (!route) throw new Error(`no route uses ${layout}`);
  return samplePath(route);
};

describe.each(LAYOUTS)('the %s layout', (layout) => {
  // /enroll (the steps layout) reads personal_info before it lets the user in.
  beforeEach(() => {
    mockFetch({
      'GET /api/personal_info': json({ data: personalInfoSample({ enrollment_status: 'in_progress' }) }),
    });
  });

  it('starts with a skip link to the main landmark', async () => {
    const { user } = await renderApp(pageWith(layout));
    const heading = await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(main.id).toBe('main');
    expect(main.contains(heading)).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(skip);
  });
});

it('the dashboard navbar brand leads to the action center', async () => {
  const { user, router } = await renderApp('/credentials');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await user.click(nav.querySelector('a') as HTMLAnchorElement);
  expect(await screen.findByRole('heading', { level: 1, name: ROUTES.actionCenter.name })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/action-center');
});

it('a signed-in clinician can sign out from the dashboard navbar', async () => {
  const { user, session } = await renderApp('/credentials');
  const signOut = vi.spyOn(session, 'signOut').mockResolvedValue();
  await user.click(await screen.findByRole('button', { name: 'Sign out' }));
  expect(signOut).toHaveBeenCalledWith('user');
});

it('a signed-in clinician can sign out in the middle of enrolment', async () => {
  mockFetch({
    'GET /api/personal_info': json({ data: personalInfoSample({ enrollment_status: 'in_progress' }) }),
  });
  const { user, session } = await renderApp('/enroll');
  const signOut = vi.spyOn(session, 'signOut').mockResolvedValue();
  await user.click(await screen.findByRole('button', { name: 'Sign out' }));
  expect(signOut).toHaveBeenCalledWith('user');
});
