// The live connection's client: features pass how to get a key and what to do with each message.
export { LiveConnection, liveUrl } from './live-connection';
export type { LiveConnectionOptions } from './live-connection';
export { nextDelay } from './backoff';
export type { BackoffOptions } from './backoff';
