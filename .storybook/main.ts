import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

/**
 * The component catalog. Vite settings (the `@/` and `@mocks/` aliases, the React Aria locale plugin) come from
 * the project's vite.config.ts, which @storybook/react-vite loads by itself.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The introduction for designers and PMs comes first (the sort order is in preview.tsx).
  stories: ['../docs/storybook/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  // addon-docs: the introduction page and the design system's docs pages (stories tagged 'autodocs').
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // Serves public/mockServiceWorker.js, which the MSW addon registers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // vite.config.ts deletes the MSW worker from production builds (the catalog always runs on the fake
    // backend) and prerenders the app's public pages (the catalog has none). Its form pages' chunk
    // group finds no index.html in the catalog's build and leaves it alone.
    const appBuildOnly = ['bidlantern:drop-mock-worker', 'bidlantern:prerender-public-pages'];
    const plugins = (viteConfig.plugins ?? []).flat(Infinity as 1) as PluginOption[];
    return {
      ...viteConfig,
      // The catalog is a mock build: the fake backend's payment gateway answers its pk_mock_ keys.
      define: { ...viteConfig.define, 'import.meta.env.VITE_USE_MOCKS': JSON.stringify('true') },
      plugins: plugins
        .filter((plugin) => !appBuildOnly.some((name) => isPluginNamed(plugin, name)))
        .map((plugin) =>
          isPluginNamed(plugin, DOCGEN_PLUGIN) ? onlyOnComponentFiles(plugin as Plugin) : plugin,
        ),
    };
  },
};

/**
 * Storybook's react-docgen plugin parses every source file it is given for the Docs pages' props
 * tables: the generated API client, the fake backend and the hooks too, which was most of the
 * catalog's build time (docs/performance.md). Our components live in `.tsx` files that are not
 * stories or tests; the props tables come from those alone.
 */
const DOCGEN_PLUGIN = 'storybook:react-docgen-plugin';
const DEFINES_COMPONENTS = /(?<!\.stories|\.test)\.tsx$/;

function onlyOnComponentFiles(plugin: Plugin): Plugin {
  const { transform } = plugin;
  if (typeof transform !== 'function') return plugin;
  return {
    ...plugin,
    transform(code, id, options) {
      return DEFINES_COMPONENTS.test(id) ? transform.call(this, code, id, options) : undefined;
    },
  };
}

function isPluginNamed(plugin: PluginOption, name: string): boolean {
  return typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === name;
}

export default config;
