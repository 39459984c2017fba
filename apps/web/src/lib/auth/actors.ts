import { z } from 'zod';

/** One actor of GET /api/actor (000 §3). Fields the app does not read yet are kept loose. */
export const actorSchema = z.object({
  id: z.string(),
  access_level: z.string(),
  actions: z
    .array(z.string())
    .nullish()
    .transform((actions) => actions ?? []),
  settings: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((settings) => settings ?? {}),
  name: z.string().nullish(),
  subscriber_group: z.string().nullish(),
  subscriber_group_name: z.string().nullish(),
  chat_hash: z.string().nullish(),
});
export type Actor = z.infer<typeof actorSchema>;

export const actorResponseSchema = z.object({
  data: z.object({ actors: z.array(actorSchema) }),
  chat_token: z.string().nullish(),
});

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
