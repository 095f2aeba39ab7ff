/**
 * Architecture boundaries (docs/CONVENTIONS.md), enforced rather than remembered:
 * - a feature never imports another feature;
 * - src/components and src/lib never import src/features or src/app; features never import src/app
 *   either, their tests and test helpers included (src/app composes features, not the other way round);
 * - generated API code is imported only by src/api, feature api/ folders and mocks/;
 * - production code (src/) never imports mocks/ statically (only main.tsx's dynamic import);
 * - mocks/ (the fake backend) imports nothing from src/ but the contract's generated code, so it answers
 *   from its own reading of the contract and can catch a bug in the app's; its tests may share test
 *   cases from src/testing.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

/** Resolves an import specifier to an absolute path inside the repo, or null for packages. */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(src, specifier.slice(2));
  if (specifier.startsWith('@mocks/') || specifier === '@mocks')
    return path.join(root, 'mocks', specifier.slice(7));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** 'src/features/bids/api/x.ts' -> ['src', 'features', 'bids', 'api', 'x.ts'] */
const segmentsOf = (absolute) => path.relative(root, absolute).split(path.sep);

/** Tests, stories and `testing/` folders never ship, so they may use the fake backend directly. */
const isTestOnly = (segments) =>
  segments.includes('testing') || /\.(test|stories)\.tsx?$/.test(segments[segments.length - 1] ?? '');

function violation(fromSegments, targetSegments, isDynamic) {
  const [fromTop, fromArea, fromFeature, fromSub] = fromSegments;
  const [targetTop, targetArea, targetFeature] = targetSegments;
  if (fromTop === 'src' && targetTop === 'mocks' && !isDynamic && !isTestOnly(fromSegments)) {
    return 'Production code must not import mocks/ statically (use the dynamic import behind config.useMocks).';
  }
  if (fromTop === 'mocks' && targetTop === 'src') {
    const importsGenerated = targetArea === 'api' && targetFeature === 'generated';
    const sharesTestCases = targetArea === 'testing' && isTestOnly(fromSegments);
    if (importsGenerated || sharesTestCases) return null;
    return 'The fake backend (mocks/) imports only the generated contract code from src/ (src/api/generated): give it its own implementation, or pass what it needs in from the app.';
  }
  if (fromTop !== 'src' || targetTop !== 'src') return null;
  if (fromArea === 'features' && targetArea === 'features' && fromFeature !== targetFeature) {
    return `Feature "${fromFeature}" must not import feature "${targetFeature}": move the shared piece to src/components or src/lib, or compose them in src/app.`;
  }
  if (
    (fromArea === 'components' || fromArea === 'lib') &&
    (targetArea === 'features' || targetArea === 'app')
  ) {
    return `src/${fromArea} must not import src/${targetArea}.`;
  }
  if (fromArea === 'features' && targetArea === 'app') {
    return `Feature "${fromFeature}" must not import src/app, in tests neither: src/app composes the features (put a shared test helper in src/testing, or test the composition in src/app).`;
  }
  const importsGenerated = targetArea === 'api' && targetFeature === 'generated';
  const mayUseGenerated = fromArea === 'api' || (fromArea === 'features' && fromSub === 'api');
  if (importsGenerated && !mayUseGenerated) {
    return "Generated API code is used only through src/api or a feature's api/ folder.";
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features, shared layers, generated code and mocks apart' },
    schema: [],
  },
  create(context) {
    const fromSegments = segmentsOf(context.filename);
    function check(node, specifier, isDynamic) {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, context.filename);
      if (!target) return;
      const message = violation(fromSegments, segmentsOf(target), isDynamic);
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};
