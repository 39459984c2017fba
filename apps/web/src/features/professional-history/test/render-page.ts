import { screen, within } from '@testing-library/react';
import { renderApp } from '#web/test/render-app';
import { REQUIREMENT_ID, fakeHistoryServer } from './fake-server';
import type { FakeOptions } from './fake-server';

export const PAGE = `/professional-history/${REQUIREMENT_ID}`;

export const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });

/** The fake server and the page open at `step`, once the step's heading shows. */
const HEADINGS = {
  resume: 'Resume',
  history: 'Work history',
  affiliations: 'Affiliations',
  references: 'References',
} as const;

export async function openStep(step: keyof typeof HEADINGS, options: FakeOptions = {}) {
  const server = fakeHistoryServer(options);
  const view = await renderApp(`${PAGE}/${step}`);
  await stepHeading(HEADINGS[step]);
  return { ...view, server };
}

export const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** The affiliation editor's hospital box (a combobox searching the directory). */
export const hospitalBox = () =>
  screen.getByRole('combobox', { name: 'Hospital or institution' }) as HTMLInputElement;
export const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
export const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
export const editor = (name: string) => screen.getByRole('region', { name });

/** The error summary's messages, in order. */
export async function summaryMessages(): Promise<string[]> {
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** The names of the entries listed under 'Your work history'. */
export function listedEntries(): string[] {
  const section = screen.getByRole('region', { name: 'Your work history' });
  return within(section)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.ph-item__name')?.textContent ?? '');
}
