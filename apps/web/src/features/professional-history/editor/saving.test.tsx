import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '#web/test/fetch';
import { COMPLETE_JOB } from '../test/fake-server';
import type { fakeHistoryServer } from '../test/fake-server';
import { fillJob } from '../test/fill-job';
import { editor, listedEntries, openStep, summaryMessages, textbox } from '../test/render-page';

// Saving and removing as 000 §8 says: create ignores 409, update and delete ignore 404, a 400's details go
// on their fields, and any other failure keeps what was typed.
describe('saving and removing entries', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('edits an entry with PUT, and a 404 (removed meanwhile) is not an error', async () => {
    const { user, server } = await openStep('history', { history: [COMPLETE_JOB] });
    await user.click(screen.getByRole('button', { name: 'Edit Staff nurse, Mercy Hospital' }));
    const form = editor('Edit position');
    expect(within(form).getByRole('textbox', { name: 'Institution or employer' })).toHaveProperty(
      'value',
      'Mercy Hospital',
    );
    await user.clear(textbox('Role or job title'));
    await user.type(textbox('Role or job title'), 'Charge nurse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listedEntries()).toEqual(['Charge nurse, Mercy Hospital']));
    expect(server.state.writes.at(-1)).toMatchObject({ method: 'PUT', entry: { id: COMPLETE_JOB.id } });

    server.state.history = [];
    await user.click(screen.getByRole('button', { name: 'Edit Charge nurse, Mercy Hospital' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listedEntries()).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Edit position' })).toBeNull();
    expect(screen.queryByText(/could not be saved/)).toBeNull();
  });

  it('removes an entry only once confirmed', async () => {
    const { user, server } = await openStep('history', { history: [COMPLETE_JOB] });
    const remove = screen.getByRole('button', { name: 'Remove Staff nurse, Mercy Hospital' });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', {
      name: 'Remove Staff nurse, Mercy Hospital from your work history?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.state.writes).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(remove);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText('You have not added any positions yet.')).toBeTruthy());
    expect(server.state.writes).toEqual([{ method: 'DELETE', id: COMPLETE_JOB.id }]);
    expect(screen.getByText('Staff nurse, Mercy Hospital was removed from your work history.')).toBeTruthy();
  });

  it('ignores a 404 on remove: the entry is gone either way', async () => {
    const { user, server } = await openStep('history', { history: [COMPLETE_JOB] });
    server.state.history = [];
    await user.click(screen.getByRole('button', { name: 'Remove Staff nurse, Mercy Hospital' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText('You have not added any positions yet.')).toBeTruthy());
    expect(screen.queryByText('This entry could not be removed. Please try again.')).toBeNull();
  });

  it('puts the server’s 400 details on their fields, and keeps what was typed on other failures', async () => {
    let answer = json(
      {
        error: {
          code: 'request.invalid',
          message: 'Bad Request',
          details: [{ path: 'address_zip', message: 'validation.postal-code' }],
        },
      },
      400,
    );
    const { user } = await openStep('history', {
      overrides: { 'POST /api/work_history': () => answer.clone() },
    });
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await fillJob(user, '12 Main Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await summaryMessages()).toEqual(['Must be 5+ characters, 1 number.']);
    expect(textbox('ZIP code').getAttribute('aria-invalid')).toBe('true');

    answer = apiError(500, 'internal-error');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const failure = await screen.findByText(
      'This could not be saved. What you typed is still here: please select Save again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(textbox('Institution or employer').value).toBe('Mercy Hospital');
  });

  it('counts a 409 on create as saved: an earlier try got through', async () => {
    const fake: { server?: ReturnType<typeof fakeHistoryServer> } = {};
    const view = await openStep('history', {
      overrides: {
        'POST /api/work_history': ({ init }) => {
          const { entry } = JSON.parse(String(init.body)) as { entry: typeof COMPLETE_JOB };
          fake.server!.state.history.push(entry);
          return apiError(409, 'request.conflict');
        },
      },
    });
    fake.server = view.server;
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await fillJob(user, '12 Main Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listedEntries()).toEqual(['Staff nurse, Mercy Hospital']));
    expect(screen.queryByRole('region', { name: 'Add a job' })).toBeNull();
    expect(screen.queryByText(/could not be saved/)).toBeNull();
  });
});
