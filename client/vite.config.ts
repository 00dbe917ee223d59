import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The server's rules that the browser also runs (a GSTIN's check character, calendar dates, the
 * advance): one source file in server/src/shared/pure, imported as `@server-pure/<file>`. Nothing
 * else of the server's can be reached this way (eslint-rules/server-pure-imports.mjs checks it).
 */
const SERVER_PURE = fileURLToPath(new URL('../server/src/shared/pure', import.meta.url));

/**
 * Code splitting for a fast landing page: React and the router are one long-cached vendor chunk
 * that the landing page needs; Apollo Client and its dependencies are a chunk of their own that
 * only lazy parts import (src/lib/apollo/WithApollo.tsx), so it arrives after the first paint.
 */
const VENDOR_CHUNKS = [
  {
    name: 'react-vendor',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  {
    name: 'apollo',
    test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|optimism|@wry|ts-invariant|tslib)[\\/]/,
    priority: 10,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: { '@server-pure': SERVER_PURE } },
  server: {
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/uploads': 'http://localhost:4000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/prerender.mjs maps each route to its chunks with it.
    manifest: !isSsrBuild,
    // Every browser we serve supports <link rel="modulepreload">: no polyfill in the entry chunk.
    // A page the entry imports lazily gets its CSS with it, and its scripts' own imports as the
    // browser finds them: naming every chunk each page needs made the entry 1.1 KB (gzipped)
    // heavier, and the landing page's budget is 100 KB. Pages the server sends preload their
    // chunks anyway (client-pages/route-assets.ts); the landing page's next steps (its rooms, its
    // booking wizard, the rooms page its form opens) keep their lists, so they load in one go.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId }) =>
        /^assets\/index-[\w-]+\.js$/.test(hostId) &&
        !/^assets\/(CheckRoomsPage|BookingWizardContainer|RoomCardsContainer)-/.test(file)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    // The prerender bundle (scripts/prerender.mjs) runs in Node and needs no vendor chunks.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
}));
