import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { CSP_CONF_PATH, nginxHeaders } from '../contentSecurityPolicy.ts';

/** The request's path as the file server will read it (decoded), or null when it cannot be decoded. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://preview.invalid').pathname);
  } catch {
    return null;
  }
}

/**
 * `vite preview` sends the headers deploy/nginx.conf sends (its `add_header` lines, and the build's
 * Content-Security-Policy from `.vite/csp.conf`), so a preview shows what the real host does. Like
 * the host, it never serves a dot path but `/.well-known/` (the build's `.vite/` folder), however the
 * path is encoded, and a hashed asset that is not there is a 404, never the SPA page. Folders without
 * a policy (a static Storybook) get no headers.
 */
export function securityHeadersInPreview(): Plugin {
  return {
    name: 'bidlantern:security-headers-in-preview',
    async configurePreviewServer(server) {
      const outDir = server.config.build.outDir;
      const read = (file: string) => readFile(file, 'utf8').catch(() => '');
      const policy = nginxHeaders(await read(`${outDir}/${CSP_CONF_PATH}`));
      if (policy.length === 0) return;
      const headers = [...nginxHeaders(await read('deploy/nginx.conf')), ...policy];
      server.middlewares.use((request, response, next) => {
        const path = decodedPath(request.url ?? '/');
        const hidden = path === null || (/\/\./.test(path) && !path.startsWith('/.well-known/'));
        if (hidden || (path.startsWith('/assets/') && !existsSync(`${outDir}${path}`))) {
          response.statusCode = 404;
          response.end();
          return;
        }
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}
