import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import compression from 'compression';
import type { Connect, Plugin } from 'vite';
import { CSP_CONF_PATH, nginxHeaders } from '../contentSecurityPolicy.ts';

/**
 * `vite preview` serves a build as deploy/nginx.conf does, so the preview (Lighthouse, the e2e
 * servers) measures what users get: compressed (API responses pass as the proxy gives them), with
 * the host's `add_header` lines and the build's Content-Security-Policy (`.vite/csp.conf`); never a
 * dot path but `/.well-known/`, however encoded; a hashed asset that is not there is a 404, not the
 * SPA page. A folder without a policy (a static Storybook) is only compressed.
 */
export function previewAsDeployed(): Plugin {
  return {
    name: 'bidlantern:preview-as-deployed',
    async configurePreviewServer({ config: { build }, middlewares }) {
      const notApi = (request: Connect.IncomingMessage) => !/^\/(api|__mock)\//.test(request.url ?? '');
      const compress = compression({ filter: (req, res) => notApi(req) && compression.filter(req, res) });
      // Typed for Express, but it only reads Node's request and response, which connect passes.
      middlewares.use(compress as unknown as Connect.NextHandleFunction);
      const read = (file: string) => readFile(file, 'utf8').catch(() => '');
      const policy = nginxHeaders(await read(`${build.outDir}/${CSP_CONF_PATH}`));
      if (policy.length === 0) return;
      const headers = [...nginxHeaders(await read('deploy/nginx.conf')), ...policy];
      middlewares.use((request, response, next) => {
        // URL parsing resolves `/%2e%2e/`; `%2e` is a dot too.
        const { pathname } = new URL(request.url ?? '/', 'http://preview.invalid');
        const hidden = /\/(\.|%2e)(?!well-known\/)/i.test(pathname);
        if (hidden || (pathname.startsWith('/assets/') && !existsSync(`${build.outDir}${pathname}`))) {
          response.statusCode = 404;
          return response.end();
        }
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}
