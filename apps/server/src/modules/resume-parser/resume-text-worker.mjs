// The entry of a resume-reading worker thread. Node 20 does not apply the parent's tsx loader to a worker,
// so the TypeScript body is loaded through tsx's own API, as `node --import tsx` loads the server.
import { tsImport } from 'tsx/esm/api';

await tsImport('./resume-text-thread.ts', import.meta.url);
