import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { monthsAgo } from './fake-server';
import type { fakeHistoryServer } from './fake-server';
import { checkbox, select, textbox } from './render-page';

export /** Fills what a job needs, except the line given as `street` (which decides whether it passes). */
async function fillJob(user: UserEvent, street: string) {
  await user.type(textbox('Institution or employer'), 'Mercy Hospital');
  await user.type(textbox('Role or job title'), 'Staff nurse');
  await user.type(screen.getByRole('combobox', { name: 'Address line 1' }), street);
  await user.type(textbox('City'), 'Springfield');
  await user.selectOptions(select('State'), 'IL');
  await user.type(textbox('ZIP code'), '62701');
  await user.type(textbox('Start date'), monthsAgo(80).replace('/', ''));
  await user.click(checkbox('I currently work here'));
  await user.type(textbox('Reference email address'), 'chair@mercy.test');
}

/** The entries the page created, in order. */
export const posted = (server: ReturnType<typeof fakeHistoryServer>) =>
  server.state.writes.filter((write) => write.method === 'POST').map((write) => write.entry!);
