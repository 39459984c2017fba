// One naming scheme for the ids a field's parts are linked by, so an error summary, a form's focus logic and
// the widgets agree on them without passing ids around.

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The aria-describedby value for the given ids, skipping absent ones; undefined when none remain. */
export const describedBy = (...ids: (string | false | null | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
