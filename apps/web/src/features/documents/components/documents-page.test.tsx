import type { DocumentData } from '@credence/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '#web/test/fetch';
import { renderApp } from '#web/test/render-app';

const ID_IN_USE = '3b9f0c2e-7a51-4a8e-9d55-1c2f9e0a7b11';
const ID_FREE = '8d2c4f6a-1e3b-4c5d-9f70-2a4b6c8d0e12';

const documents = (): DocumentData[] => [
  {
    id: ID_IN_USE,
    document_type: 'life_support',
    name: 'BLSCard.pdf',
    size: 2_400_000,
    content_type: 'application/pdf',
    created_at: '2026-11-19T10:00:00.000Z',
    used_in: [{ kind: 'task', id: '41', label: 'Upload your Basic Life Support (BLS) card' }],
  },
  {
    id: ID_FREE,
    document_type: 'malpractice',
    name: 'FaceSheet.pdf',
    size: 800,
    content_type: 'application/pdf',
    created_at: '2026-11-05T10:00:00.000Z',
    used_in: [],
  },
];

function serve(overrides: Record<string, () => Response> = {}) {
  return mockFetch({
    'GET /api/xsrf': () => {
      document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
      return json({ data: { token: 'xsrf-1' } });
    },
    'GET /api/document': () => json({ data: documents() }),
    [`DELETE /api/document/${ID_IN_USE}`]: () => json({ data: { id: ID_IN_USE } }),
    ...overrides,
  });
}

afterEach(() => vi.useRealTimers());

describe('/documents', () => {
  it('lists every document with its type, size, date and where it is used', async () => {
    serve();
    await renderApp('/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    const bls = (await screen.findByRole('heading', { level: 3, name: 'BLSCard.pdf' })).closest('li')!;
    expect(within(bls).getByText('Life-support card')).toBeTruthy();
    expect(within(bls).getByText('2.4 MB')).toBeTruthy();
    expect(within(bls).getByText(/^Uploaded on /)).toBeTruthy();
    expect(within(bls).getByText('Task: Upload your Basic Life Support (BLS) card')).toBeTruthy();
    const face = screen.getByRole('heading', { level: 3, name: 'FaceSheet.pdf' }).closest('li')!;
    expect(within(face).getByText('Not used')).toBeTruthy();
    // The upload widget's labels of 001 §8, for the malpractice type chosen first.
    expect(screen.getByText('Accepted File Types: .pdf, .doc, .docx')).toBeTruthy();
    expect(screen.getByText('Maximum File Size: 30MB')).toBeTruthy();
    expect(screen.getByText('Add File')).toBeTruthy();
  });

  it('asks before deleting a document in use, says where, and deletes with confirm', async () => {
    const fetch = serve();
    const { user } = await renderApp('/documents');
    await user.click(await screen.findByRole('button', { name: 'Delete BLSCard.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'BLSCard.pdf is in use' });
    expect(within(dialog).getByText('Task: Upload your Basic Life Support (BLS) card')).toBeTruthy();
    expect(callsTo(fetch, `DELETE /api/document/${ID_IN_USE}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetch, `DELETE /api/document/${ID_IN_USE}`)).toHaveLength(1));
    const [call] = callsTo(fetch, `DELETE /api/document/${ID_IN_USE}`);
    expect(call!.url.searchParams.get('confirm')).toBe('true');
    expect(await screen.findByText('BLSCard.pdf was deleted.')).toBeTruthy();
  });

  it('refuses a file of the wrong type before sending it, in the spec’s words', async () => {
    const fetch = serve();
    await renderApp('/documents');
    const input = await screen.findByLabelText('Add File');
    // As a browser lets a user pick "All files" despite the accept attribute.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('The file you are trying to upload is not of type: .pdf, .doc, .docx.'),
    ).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/document')).toHaveLength(0);
  });
});
