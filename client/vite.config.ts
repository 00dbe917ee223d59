import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/uploads': 'http://localhost:4000' },
  },
  build: { outDir: 'dist', sourcemap: false },
});
