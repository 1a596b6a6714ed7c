import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Built once into dist/ and served by the platform under /dashboard/. */
export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
