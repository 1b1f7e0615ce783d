import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: 'dist', manifest: true, sourcemap: false, target: 'es2022', chunkSizeWarningLimit: 400 },
  server: { proxy: { '/api': 'http://localhost:8080', '/dev': 'http://localhost:8080' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
