/**
 * The oldest Node.js major the server runs on. Node 20 reached end of life on 2026-04-30 and some
 * dependencies already need 22+; decision 026 pins 24 (an LTS; 26 had no LTS build on the registry). The repository's engines,
 * .node-version and pinned node-* packages must agree with it (supported-node.test.ts checks that).
 */
export const MINIMUM_NODE_MAJOR = 24;

/** Why `version` (a process.version such as "v20.20.2") cannot run the server, or undefined when it can. */
export function unsupportedNodeReason(version: string): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (Number.isInteger(major) && major >= MINIMUM_NODE_MAJOR) return undefined;
  return [
    `Credence needs Node.js ${MINIMUM_NODE_MAJOR} or newer, and this is Node.js ${version}.`,
    'Start it with `npm start` (the pinned Node.js from node_modules/.bin runs it),',
    `or install Node.js ${MINIMUM_NODE_MAJOR} LTS (see .node-version).`,
  ].join(' ');
}
