import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { fileURLToPath, URL } from 'node:url';
import {
  bundleModulesReport,
  compressPreviewResponses,
  dropMockWorkerFromProduction,
  prerenderPublicPages,
  securityHeadersInPreview,
} from './scripts/vite-plugins.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // `API_PROXY_TARGET=http://127.0.0.1:4010 npm run preview` runs a build against real HTTP (e.g. mock:server).
  const proxyTarget = env.API_PROXY_TARGET;
  const proxy: Record<string, ProxyOptions> | undefined = proxyTarget
    ? {
        '/api': { target: proxyTarget, changeOrigin: true },
        '/__mock': { target: proxyTarget, changeOrigin: true },
      }
    : undefined;

  return {
    plugins: [
      react(),
      // Ship only en-US strings of React Aria (about 20% of its weight).
      { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
      bundleModulesReport(),
      dropMockWorkerFromProduction(env.VITE_USE_MOCKS === 'true'),
      prerenderPublicPages(),
      compressPreviewResponses(),
      securityHeadersInPreview(),
    ],
    resolve: { alias },
    server: { port: 5173, proxy },
    preview: { proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 200,
    },
  };
});
