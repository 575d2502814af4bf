import { isTestFile, layout, moduleGraph, pathBetween, resolveImport } from './layout.js';

/** Calls `check(node, spec)` for every import, re-export and dynamic import of a file. */
function eachImport(check) {
  const withSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: withSource,
    ExportNamedDeclaration: withSource,
    ExportAllDeclaration: withSource,
    ImportExpression: withSource,
  };
}

/** The checkout being linted: the rules' tests point it at a scratch copy through settings. */
const rootOf = (context) => context.settings?.zina?.root;

/** The web talks to the API over HTTP only: never imports its code. */
export const noApiInWeb = {
  meta: {
    type: 'problem',
    docs: { description: 'The web app never imports the API (apps/api, @zina/api).' },
    messages: {
      apiImport:
        'The web imports the API ({{spec}}): share the contract through packages/shared instead.',
    },
    schema: [],
  },
  create(context) {
    const l = layout(rootOf(context));
    if (!l.inWeb(context.filename)) return {};
    return eachImport((node, spec) => {
      const target = resolveImport(context.filename, spec);
      if (/^@zina\/api(\/|$)/.test(spec) || (target && l.inApi(target))) {
        context.report({ node, messageId: 'apiImport', data: { spec } });
      }
    });
  },
};

/** A module is entered through its public file (index.ts), never its inside. */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "API code imports another module only through that module's index.ts." },
    messages: {
      deepImport:
        "'{{spec}}' reaches inside the {{module}} module: import from its public file ({{module}}/index.ts).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const l = layout(rootOf(context));
    if (!l.inApi(file) || isTestFile(file)) return {};
    const own = l.moduleOf(file);
    return eachImport((node, spec) => {
      const target = resolveImport(file, spec);
      const other = target && l.moduleOf(target);
      if (!other || other === own || l.isPublicFile(target, other)) return;
      context.report({ node, messageId: 'deepImport', data: { spec, module: other } });
    });
  },
};

const graphs = new Map();

/** API modules depend one way: an import that closes a loop between modules is refused. */
export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between API modules.' },
    messages: {
      cycle:
        'Import cycle between API modules: {{cycle}}. Let one side listen, or move the shared part down.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = rootOf(context);
    const l = layout(root);
    const own = l.moduleOf(file);
    if (!own || isTestFile(file)) return {};
    // Read once per lint run: the graph of every module's imports, from the files on disk.
    const key = l.modules;
    if (!graphs.has(key)) graphs.set(key, moduleGraph(root));
    const edges = graphs.get(key);
    return eachImport((node, spec) => {
      const target = resolveImport(file, spec);
      const other = target && l.moduleOf(target);
      if (!other || other === own) return;
      const back = pathBetween(edges, other, own);
      if (back)
        context.report({ node, messageId: 'cycle', data: { cycle: [own, ...back].join(' → ') } });
    });
  },
};

/** For the rules' tests: forget the graphs read so far. */
export const forgetGraphs = () => graphs.clear();
