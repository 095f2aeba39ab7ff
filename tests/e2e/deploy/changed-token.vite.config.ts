// The app's build with one design token changed, as the next release of a real deploy would change
// it (tests/e2e/deploy.production-http.spec.ts builds with it; nothing in the working tree changes).
import { defineConfig, mergeConfig, type ConfigEnv, type Plugin } from 'vite';
import appConfig from '../../../vite.config.ts';

/** A token of src/styles/tokens.css and its value in the next release. */
export const CHANGED_TOKEN = { name: '--bl-color-navy-900', value: '#14294b' };

// tokens.css reaches the build through global.css's @import, inlined by the CSS pipeline: the
// override goes after it, in global.css itself.
const changedToken: Plugin = {
  name: 'e2e:changed-token',
  transform(code, id) {
    if (!id.endsWith('/src/styles/global.css')) return null;
    return `${code}\n:root { ${CHANGED_TOKEN.name}: ${CHANGED_TOKEN.value}; }\n`;
  },
};

export default defineConfig((env: ConfigEnv) =>
  mergeConfig(typeof appConfig === 'function' ? appConfig(env) : appConfig, { plugins: [changedToken] }),
);
