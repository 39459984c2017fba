import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { wordingPerChunk } from './vite-wording';

// The server (apps/server) answers /api, the live connection /ws and the hosted sign-in /oidc. In
// development the browser talks only to Vite, so those paths are proxied and the app stays same-origin.
const SERVER = 'http://localhost:3000';

export default defineConfig({
  // Pinned so `vite build` writes apps/web/dist (the server's static root) from any working directory.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Each chunk carries the wording its code names (decision 067); the catalogue stays one file.
    wordingPerChunk({
      catalogue: fileURLToPath(new URL('../../packages/shared/src/wording/en.json', import.meta.url)),
      serverSource: fileURLToPath(new URL('../server/src', import.meta.url)),
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Route-level splitting (decision 027): each page and the libraries only it uses load with it.
        // What every page needs is grouped into a few long-cached chunks, so the first screen costs a
        // handful of requests rather than dozens of tiny ones (each answer carries about 1.2 KB of
        // headers): React and the router (change least), the libraries the shell boots with, then the
        // shell's own code. A group's chunk loads whole with the entry, so a library or module that only
        // some screens need must stay out of these tests (decision 064): oidc-client-ts loads when a
        // sign-in starts (lib/auth/user-manager.ts), and scripts/web-bundle checks it stays out.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'shell-libs',
              test: /node_modules[\\/](zod|i18next|react-i18next|@tanstack|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            {
              name: 'shell',
              test: /(apps[\\/]web[\\/]src[\\/]lib[\\/](?!auth[\\/]user-manager)|packages[\\/]shared[\\/]src[\\/](routes|constants|errors|api[\\/][a-z-]+\.errors))/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: SERVER },
      '/ws': { target: SERVER, ws: true },
      '/oidc': { target: SERVER },
    },
  },
});
