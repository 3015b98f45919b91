import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip siblings written at build time: the server sends them as they are (no work per request).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // Each module's share of each chunk (gzip too) for bench/bundle.bench.ts: dist/.vite/stats.json.
    visualizer({ filename: 'dist/.vite/stats.json', template: 'raw-data', gzipSize: true }),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    manifest: true,
    rolldownOptions: { experimental: { lazyBarrel: true } },
  },
});
