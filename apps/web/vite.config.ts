import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vendor libraries in their own long-lived chunks; each route's code is split by React.lazy. */
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'vendor-router', test: /node_modules[\\/](react-router)[\\/]/, priority: 30 },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|dayjs)[\\/]/, priority: 20 },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is deliberately one cacheable vendor chunk (~300 kB gzip since the management screens
    // brought Table, Tree and TreeSelect); it exceeds the 500 kB default.
    chunkSizeWarningLimit: 1000,
    // rolldown's codeSplitting groups are Vite 8's successor to Rollup's manualChunks.
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
  server: {
    proxy: { '/v2': { target: 'http://127.0.0.1:8080', changeOrigin: true, ws: true } },
  },
});
