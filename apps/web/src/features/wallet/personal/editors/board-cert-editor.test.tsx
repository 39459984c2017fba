import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';
import { profileServer } from './test-profile';

// The board certification card of /personal-information (decision 049): the boards of the clinician's
// provider type from GET /api/board_cert_config, each board's number as its config asks, saved with
// POST /api/board_certs; without a provider type the card says to choose one first.

const ABIM = {
  id: 'abim',
  name: 'American Board of Internal Medicine',
  config: { id_number: { show: true, required: true, label: 'ABIM ID' } },
};
const AOBIM = {
  id: 'aobim',
  name: 'American Osteopathic Board of Internal Medicine',
  config: { id_number: { show: false, required: false, label: '' } },
};

const region = () => screen.findByRole('region', { name: 'Board certification' }, { timeout: 8000 });

function boardServer(profile: Record<string, unknown>) {
  const posts: Record<string, unknown>[] = [];
  const save: Handler = ({ init }) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    posts.push(body);
    return json({
      data: {
        answer: body.answer,
        exam: null,
        exam_date: '',
        explanation: '',
        specialties: body.specialties,
        boards: body.boards,
        identifiers: null,
      },
    });
  };
  const configs: string[] = [];
  profileServer(profile, [], {
    'GET /api/board_cert_config': ({ url }) => {
      configs.push(url.searchParams.get('provider_type') ?? '');
      return json({ data: [ABIM, AOBIM] });
    },
    'POST /api/board_certs': save,
  });
  return { posts, configs };
}

describe('board certification editor (/personal-information)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('asks for the number a board requires before saving, then saves the boards with POST /api/board_certs', async () => {
    const { posts, configs } = boardServer({ 'basic_info|occupation_code': 'MD' });
    const { user } = await renderApp('/personal-information');
    const card = await region();
    expect(within(card).getByText('Not answered yet.')).toBeTruthy();
    const edit = within(card).getByRole('button', { name: /Edit/ });
    await waitFor(() => expect((edit as HTMLButtonElement).disabled).toBe(false));
    expect(configs).toEqual(['MD']);
    await user.click(edit);
    await user.click(
      within(within(card).getByRole('group', { name: /Are you board certified/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    // Yes without a board is refused.
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      (await within(card).findAllByText('Add the board that certified you, or answer No.')).length,
    ).toBeGreaterThan(0);
    await user.click(within(card).getByRole('button', { name: 'Add a board' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: /Certifying board/ }), 'abim');
    // This board requires its number.
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      (await within(card).findAllByText('Enter the number this board gave you.')).length,
    ).toBeGreaterThan(0);
    expect(posts).toEqual([]);
    await user.type(within(card).getByRole('textbox', { name: /ABIM ID/ }), '123456');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      answer: 'yes',
      boards: [{ board_config_id: 'abim', id_number: '123456' }],
    });
    // An MD is not asked for the nurse practitioners' national numbers.
    expect(posts[0]).not.toHaveProperty('identifiers');
  });

  it('a board that does not ask for a number shows no number field', async () => {
    boardServer({ 'basic_info|occupation_code': 'MD' });
    const { user } = await renderApp('/personal-information');
    const card = await region();
    const edit = within(card).getByRole('button', { name: /Edit/ });
    await waitFor(() => expect((edit as HTMLButtonElement).disabled).toBe(false));
    await user.click(edit);
    await user.click(
      within(within(card).getByRole('group', { name: /Are you board certified/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.click(within(card).getByRole('button', { name: 'Add a board' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: /Certifying board/ }), 'aobim');
    expect(within(card).queryByRole('textbox', { name: /ID/ })).toBeNull();
  });

  it('without a provider type, says to choose one first and offers no edit', async () => {
    const { configs } = boardServer({});
    await renderApp('/personal-information');
    const card = await region();
    expect(
      within(card).getByText('Choose your provider type first: the boards you can choose depend on it.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(configs).toEqual([]);
  });
});
