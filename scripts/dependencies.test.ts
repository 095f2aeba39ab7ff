import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionFiles } from '../vite.config.ts';

/**
 * package.json tells the truth about what the app needs: `dependencies` are exactly the packages the
 * shipped app imports, every devDependency is used by something, and `engines` names the Node the
 * toolchain runs on. The lockfile matching package.json is checked by `npm ci --dry-run` (scripts/test-all.mjs).
 */

type PackageJson = {
  version?: string;
  bin?: string | Record<string, string>;
  engines?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
};

const root = process.cwd();
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as PackageJson;
const pkg = readJson('package.json');
const dependencies = Object.keys(pkg.dependencies ?? {});
const devDependencies = Object.keys(pkg.devDependencies ?? {});
const installed = (name: string) => readJson(`node_modules/${name}/package.json`);

/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Module specifiers of a file's imports and re-exports (static and dynamic), without type-only ones. */
function importsOf(text: string): string[] {
  // Doc comments show imports as examples (`() => import('./Screen')`): only code counts.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const found = code.matchAll(
    /(?:^|[^.\w])(import|export)(\s+type\b)?(?:\s[^'"`;]*?\sfrom\s*|\s*\(\s*|\s+)['"]([^'"]+)['"]/g,
  );
  return [...found].filter((match) => !match[2]).map((match) => match[3] ?? '');
}

/**
 * Packages the shipped app imports: the modules reachable from index.html's entry, with the files
 * `import.meta.glob` loads. `@mocks/` is not followed: production code reaches it only behind the
 * VITE_USE_MOCKS flag, which the production build drops (npm run budgets checks no mock is in it).
 */
function packagesOfShippedApp(): Map<string, string> {
  const srcFiles = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).map(
    (file) => `/src/${file.split(path.sep).join('/')}`,
  );
  const resolveFile = (base: string) =>
    [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (file) => existsSync(file) && statSync(file).isFile(),
    );
  const packages = new Map<string, string>();
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const text = readFileSync(file, 'utf8');
    for (const glob of text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|'[^']*')/g)) {
      for (const [, pattern = ''] of (glob[1] ?? '').matchAll(/'([^']+)'/g)) {
        const escaped = pattern.replace(/[.+?^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*');
        const matcher = new RegExp(`^${escaped}$`);
        for (const match of srcFiles.filter((candidate) => matcher.test(candidate)))
          visit(path.join(root, match));
      }
    }
    for (const specifier of importsOf(text)) {
      if (specifier.includes('?') || /\.(css|svg|png|woff2?)$/.test(specifier)) continue;
      if (specifier.startsWith('@mocks/')) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const base = specifier.startsWith('@/')
          ? path.join(root, 'src', specifier.slice(2))
          : path.resolve(path.dirname(file), specifier);
        const resolved = resolveFile(base);
        if (!resolved) throw new Error(`${specifier} (imported by ${file}) resolves to no file`);
        visit(resolved);
      } else if (!specifier.startsWith('node:')) {
        packages.set(packageOf(specifier), path.relative(root, file));
      }
    }
  };
  const entries = [
    ...readFileSync(path.join(root, 'index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
  ];
  expect(entries.length).toBeGreaterThan(0);
  for (const [, entry = ''] of entries) visit(path.join(root, entry));
  return packages;
}

describe('package.json dependencies', () => {
  it('are exactly the packages the shipped app imports (build and test tools are devDependencies)', () => {
    const shipped = packagesOfShippedApp();

    expect([...shipped.keys()].sort()).toEqual([...dependencies].sort());
  });

  it('has no devDependency that nothing uses', () => {
    const codeDirs = ['src', 'mocks', 'tests', 'scripts', 'deploy', '.storybook', 'eslint-rules', '.ci'];
    const isCode = (file: string) => /\.[cm]?[jt]sx?$/.test(file) || file === path.join('.ci', 'run');
    const files = [
      ...readdirSync(root),
      ...codeDirs
        .filter((dir) => existsSync(path.join(root, dir)))
        .flatMap((dir) =>
          readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
            path.join(dir, file),
          ),
        ),
    ].filter(
      (file) => isCode(file) && !file.includes('generated') && statSync(path.join(root, file)).isFile(),
    );
    const texts = [
      Object.values(pkg.scripts ?? {}).join('\n'),
      ...files.map((file) => readFileSync(file, 'utf8')),
    ];
    // A package is named in a string: an import, or a config entry such as Storybook's addons.
    const named = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/(['"`])((?:@[\w.-]+\/)?[\w.-]+)(?:\/[^'"`\s]*)?\1/g)].map((match) => match[2]),
      ),
    );
    const binsOf = (name: string) => {
      const bin = installed(name).bin;
      return typeof bin === 'string' ? [packageOf(name).split('/').pop() ?? name] : Object.keys(bin ?? {});
    };
    const runsBin = (name: string) =>
      binsOf(name).some((bin) =>
        texts.some((text) =>
          new RegExp(`(^|[\\s'"\`(&|;])${bin.replace(/\./g, '\\.')}(?=[\\s'"\`]|$)`, 'm').test(text),
        ),
      );
    const used = new Set([
      ...dependencies,
      ...devDependencies.filter((name) => named.has(name) || runsBin(name)),
    ]);
    const typesOf = (name: string) => name.replace(/^@types\//, '').replace(/^(.+)__/, '@$1/');

    const unused = devDependencies.filter(
      (name) =>
        !used.has(name) &&
        !(name.startsWith('@types/') && (typesOf(name) === 'node' || used.has(typesOf(name)))) &&
        // A peer dependency of a used package (e.g. @testing-library/dom of @testing-library/react).
        ![...used].some((user) => Object.hasOwn(installed(user).peerDependencies ?? {}, name)),
    );

    expect(unused).toEqual([]);
  });

  it('pins every version exactly (this registry lacks some newer versions: ranges can fail to install)', () => {
    const ranged = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      ([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version),
    );

    expect(ranged).toEqual([]);
  });
});

/** Enough of semver for the engines ranges packages write: `||`, `^`, `>=`, `>`, `<=`, `<`, `=`. */
function satisfies(version: string, range: string): boolean {
  const parse = (text: string) => {
    const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number);
    return major * 1e6 + minor * 1e3 + patch;
  };
  const value = parse(version);
  return range.split('||').some((part) =>
    part
      .trim()
      .replace(/([<>=^]+)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => {
        const [, operator = '', bound = ''] = /^([<>=^]*)(.+)$/.exec(comparator) ?? [];
        const limit = parse(bound);
        if (operator === '^') return value >= limit && value < (Math.floor(limit / 1e6) + 1) * 1e6;
        if (operator === '>=') return value >= limit;
        if (operator === '>') return value > limit;
        if (operator === '<=') return value <= limit;
        if (operator === '<') return value < limit;
        return value === limit;
      }),
  );
}

describe('package.json engines', () => {
  /** orval declares Node >= 22.18 but generates the client on Node 20 (../shared/STACK-NOTES.md). */
  const declaresMoreThanItNeeds = new Set(['orval']);
  const nodeRange = pkg.engines?.node ?? '';
  const lowestNode = /^>=(\d+\.\d+\.\d+)/.exec(nodeRange)?.[1] ?? '';

  it('names a Node range that includes the Node running the tests', () => {
    expect(lowestNode).not.toBe('');
    expect(satisfies(process.versions.node, nodeRange)).toBe(true);
    expect(pkg.engines?.npm).toMatch(/^>=\d+/);
  });

  it('starts at a Node every pinned package accepts', () => {
    const refusing = [...dependencies, ...devDependencies]
      .filter((name) => !declaresMoreThanItNeeds.has(name))
      .map((name) => [name, installed(name).engines?.node] as const)
      .filter(([, range]) => range !== undefined && !satisfies(lowestNode, range));

    expect(refusing).toEqual([]);
  });
});

describe("vite.config.ts's alias to react-router's production build", () => {
  const reactRouterVersion = installed('react-router').version ?? '';

  it.each(Object.entries(reactRouterProductionFiles))(
    '%s: the aliased file is the installed version, with the same exports as the package entry',
    async (id, file) => {
      expect(existsSync(file), `${file} is gone: remove or update the alias`).toBe(true);
      expect(readFileSync(file, 'utf8').slice(0, 200)).toContain(`react-router v${reactRouterVersion}`);

      const own = (await import(/* @vite-ignore */ id)) as Record<string, unknown>;
      const production = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;

      expect(Object.keys(production).sort()).toEqual(Object.keys(own).sort());
    },
  );

  it('covers every react-router entry react-router-dom imports (one missed would ship two routers)', () => {
    const dom = readFileSync(path.join(root, 'node_modules/react-router-dom/dist/index.mjs'), 'utf8');
    const imported = [
      ...new Set(importsOf(dom).filter((specifier) => packageOf(specifier) === 'react-router')),
    ];

    expect(imported.sort()).toEqual(Object.keys(reactRouterProductionFiles).sort());
  });
});
