import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.js': 'text/javascript',
  '.html': 'text/html',
};

/**
 * The baseline: a bare node:http server answering each measured route with a static copy of the page the
 * app showed (no script), with the build's stylesheets, brotli-compressed like the app's files.
 */
export async function serveStaticCopies(webDist: string, port: number) {
  const pages = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const br = String(request.headers['accept-encoding'] ?? '').includes('br');
    const page = pages.get(url.pathname);
    const file = path.join(webDist, path.normalize(url.pathname));
    let body: Buffer;
    let type = 'text/html';
    let encoded: boolean;
    if (page) {
      body = br ? brotliCompressSync(page) : page;
      encoded = br;
    } else if (file.startsWith(webDist) && existsSync(file) && !url.pathname.endsWith('/')) {
      type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      encoded = br && existsSync(`${file}.br`);
      body = readFileSync(encoded ? `${file}.br` : file);
    } else {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': type, ...(encoded ? { 'content-encoding': 'br' } : {}) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    put: (route: string, html: string) => pages.set(route, Buffer.from(html)),
    close: () => server.close(),
  };
}
