import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import compression from 'compression';
import type { Connect, Plugin } from 'vite';
import { CSP_CONF_PATH, nginxHeaders } from '../contentSecurityPolicy.ts';

/**
 * `vite preview` serves a build as deploy/nginx.conf does, so Lighthouse and the e2e servers measure what
 * users get: compressed (but the proxied API; not at all with PREVIEW_UNCOMPRESSED), with the host's
 * headers and the build's policy; no dot path but `/.well-known/`; a missing hashed asset is a 404, not
 * the SPA page. A folder without a policy (a static Storybook) is only compressed.
 */
export const previewAsDeployed = (): Plugin => ({
  name: 'bidlantern:preview-as-deployed',
  async configurePreviewServer({ config: { build }, middlewares }) {
    if (process.env.PREVIEW_UNCOMPRESSED) {
      // The journeys' mock-build server (playwright.config.ts): over loopback, compressing the scripts
      // again for every journey's fresh context only costs CPU (docs/performance.md, "Log"). Vite's
      // preview compresses whatever a request accepts, so requests here accept nothing else.
      middlewares.use((request, _response, next) => {
        request.headers['accept-encoding'] = 'identity';
        next();
      });
    } else {
      const notApi = (request: Connect.IncomingMessage) => !/^\/(api|__mock)\//.test(request.url ?? '');
      const compress = compression({ filter: (req, res) => notApi(req) && compression.filter(req, res) });
      // Typed for Express, but it only reads Node's request and response, which connect passes.
      middlewares.use(compress as unknown as Connect.NextHandleFunction);
    }
    const read = (file: string) => readFile(file, 'utf8').catch(() => '');
    const policy = nginxHeaders(await read(`${build.outDir}/${CSP_CONF_PATH}`));
    if (policy.length === 0) return;
    const headers = [...nginxHeaders(await read('deploy/nginx.conf')), ...policy];
    middlewares.use((request, response, next) => {
      // URL parsing resolves `/%2e%2e/`; `%2e` is a dot too.
      const { pathname } = new URL(request.url ?? '/', 'http://preview.invalid');
      const hidden = /\/(\.|%2e)(?!well-known\/)/i.test(pathname);
      const missingAsset = pathname.startsWith('/assets/') && !existsSync(`${build.outDir}${pathname}`);
      if (hidden || missingAsset) return void response.writeHead(404).end();
      for (const [name, value] of headers) response.setHeader(name, value);
      next();
    });
  },
});
