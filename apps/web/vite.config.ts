import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (apps/server) answers /api, the live connection /ws and the hosted sign-in /oidc. In
// development the browser talks only to Vite, so those paths are proxied and the app stays same-origin.
const SERVER = 'http://localhost:3000';

export default defineConfig({
  // Pinned so `vite build` writes apps/web/dist (the server's static root) from any working directory.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
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
