import type { SessionActor } from '@credence/shared';

/** One actor of GET /api/actor (000 §3): the shape is the contract's (packages/shared/src/api/session.ts). */
export type Actor = SessionActor;

/** 000 §4/§6: the persisted actor while it is still one of the user's actors, else the first one. */
export function pickCurrentActor(actors: readonly Actor[], storedId: string | null): Actor | null {
  return actors.find((actor) => actor.id === storedId) ?? actors[0] ?? null;
}

/** The actor setting the /enroll guard reads (000 §2). */
export function idVerificationSetting(actor: Actor | null): string | null {
  const value = actor?.settings.id_verification;
  return typeof value === 'string' ? value : null;
}

/**
 * Calls within `waitMs` of each other share one run, started once the calls stop (trailing debounce).
 * Used for the actor retrieval (ACTOR_RETRIEVAL_DEBOUNCE_MS): several screens asking at once cost one call.
 */
export function debounceAsync<T>(run: () => Promise<T>, waitMs: number): () => Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  return () =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ resolve, reject });
      clearTimeout(timer);
      timer = setTimeout(() => {
        const callers = waiting;
        waiting = [];
        run().then(
          (value) => callers.forEach((caller) => caller.resolve(value)),
          (error: unknown) => callers.forEach((caller) => caller.reject(error)),
        );
      }, waitMs);
    });
}
