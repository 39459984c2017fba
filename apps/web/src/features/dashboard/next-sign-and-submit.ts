// The next sign-and-submit slug (000 §4) lives in lib: the task pages keep it too.
export { NEXT_SIGN_AND_SUBMIT_KEY, nextSignAndSubmit } from '#web/lib/task-storage';
