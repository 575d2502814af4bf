import path from 'node:path';
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

const SCHEMA = /(^|\/)db\/schema(\.[jt]s)?$/;

/**
 * Every table has one owning module: only its files import the table from db/schema; other
 * modules ask the owner's public file. `owners` maps each table's export name to its module
 * ('lib' for the mechanisms' own tables); seeds, migrations and tests are exempt.
 */
export const tableOwners = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is imported from db/schema by its owning module only.' },
    messages: {
      foreign:
        "'{{table}}' belongs to the {{owner}} module: ask its public file (index.ts) instead of reading its table.",
      unknown: "'{{table}}' has no owner: add it to the table owners in eslint.config.js.",
    },
    schema: [{ type: 'object', properties: { owners: { type: 'object' } }, required: ['owners'] }],
  },
  create(context) {
    const file = context.filename;
    const l = layout(rootOf(context));
    if (!l.inApi(file) || isTestFile(file) || /\/db\//.test(file.split(path.sep).join('/')))
      return {};
    const own = l.moduleOf(file) ?? 'lib';
    const owners = context.options[0].owners;
    return {
      ImportDeclaration(node) {
        if (!SCHEMA.test(node.source.value)) return;
        for (const spec of node.specifiers) {
          if (spec.type !== 'ImportSpecifier') continue;
          const table = spec.imported.name;
          const owner = owners[table];
          if (!owner) context.report({ node: spec, messageId: 'unknown', data: { table } });
          else if (owner !== own)
            context.report({ node: spec, messageId: 'foreign', data: { table, owner } });
        }
      },
    };
  },
};

/** For the rules' tests: forget the graphs read so far. */
export const forgetGraphs = () => graphs.clear();
