import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../../test/auth';
import { callsTo, json, mockFetch } from '../../test/fetch';
import { bindApiAuth } from '../api-client';

const actor = (id: string, actions = ['get_self_attested']) => ({
  id,
  access_level: 'holder',
  actions,
  settings: { id_verification: 'not_started' },
  name: `Actor ${id}`,
  subscriber_group: null,
  subscriber_group_name: null,
  chat_hash: 'h',
});

async function sessionWithActors(ids: string[]) {
  const session = await signedInSession();
  bindApiAuth(session);
  const fetch = mockFetch({
    'GET /api/actor': json({ data: { actors: ids.map((id) => actor(id)) }, chat_token: 'chat' }),
    'GET /api/self_attested': json({ data: {} }),
  });
  return { session, fetch };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the current actor', () => {
  it('defaults to the first actor and is persisted', async () => {
    const { session } = await sessionWithActors(['a1', 'a2']);
    await session.requestActors();
    expect(session.getSnapshot().currentActor?.id).toBe('a1');
    expect(localStorage.getItem('credence.current-actor')).toBe('a1');
  });

  it('keeps the persisted actor while it is still one of the user’s, and falls back otherwise', async () => {
    localStorage.setItem('credence.current-actor', 'a2');
    const { session } = await sessionWithActors(['a1', 'a2']);
    await session.requestActors();
    expect(session.getActorId()).toBe('a2');

    localStorage.setItem('credence.current-actor', 'gone');
    await session.requestActors();
    expect(session.getActorId()).toBe('a1');
  });

  it('is switched, persisted and sent as x-actor-id', async () => {
    const { session, fetch } = await sessionWithActors(['a1', 'a2']);
    await session.requestActors();
    session.setCurrentActor('a2');
    expect(localStorage.getItem('credence.current-actor')).toBe('a2');
    const { api } = await import('../api-client');
    await api.get('/api/self_attested');
    expect(callsTo(fetch, 'GET /api/self_attested')[0]?.headers['x-actor-id']).toBe('a2');
  });

  it('is retrieved once for calls within 250 ms of each other', async () => {
    const { session, fetch } = await sessionWithActors(['a1']);
    vi.useFakeTimers();
    const calls = [session.requestActors(), session.requestActors()];
    await vi.advanceTimersByTimeAsync(200);
    calls.push(session.requestActors());
    await vi.advanceTimersByTimeAsync(249);
    expect(callsTo(fetch, 'GET /api/actor')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(calls);
    expect(callsTo(fetch, 'GET /api/actor')).toHaveLength(1);
  });
});
