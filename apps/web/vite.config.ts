import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CHUNK_GROUPS } from './build/chunks.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // ECharts (tree-shaken to the charts we draw, ~600 kB, ~200 kB on the wire) is the one chunk above
    // Vite's 500 kB default, and rightly so: one library, loaded only by the monitor and report pages.
    // MapLibre (the `maplibre` chunk, ~1 MB, ~275 kB on the wire) is above this limit too: WebGL maps,
    // imported lazily by the geography page, the large screen's map and the organisation form's picker.
    // Everything else stays far below: the entry is ~440 kB (build/chunks.ts).
    chunkSizeWarningLimit: 700,
    // rolldown's codeSplitting groups are Vite 8's successor to Rollup's manualChunks.
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    proxy: { '/v2': { target: 'http://127.0.0.1:8080', changeOrigin: true, ws: true } },
  },
});
