import { LAYOUTS, ROUTES, ROUTE_TABLE } from '@credence/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { samplePath } from '../../test/sample-paths';

const pageWith = (layout: string) => {
  const route = ROUTE_TABLE.find((candidate) => candidate.layout === layout);
  if (!route) throw new Error(`no route uses ${layout}`);
  return samplePath(route);
};

describe.each(LAYOUTS)('the %s layout', (layout) => {
  it('starts with a skip link to the main landmark', async () => {
    const { user } = renderApp(pageWith(layout));
    const main = await screen.findByRole('main');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(main.id).toBe('main');
    expect(main.contains(screen.getByRole('heading', { level: 1 }))).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(skip);
  });
});

it('the dashboard navbar brand leads to the action center', async () => {
  const { user, router } = renderApp('/credentials');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await user.click(nav.querySelector('a') as HTMLAnchorElement);
  expect(await screen.findByRole('heading', { level: 1, name: ROUTES.actionCenter.name })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/action-center');
});
