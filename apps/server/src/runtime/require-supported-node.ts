// Imported first by server.ts, so an old Node.js stops here with a sentence rather than later with a
// dependency's syntax or API error. Kept free of imports that an old runtime could fail to load.
import { unsupportedNodeReason } from './supported-node';

const reason = unsupportedNodeReason(process.version);
if (reason) {
  console.error(reason);
  process.exit(1);
}
