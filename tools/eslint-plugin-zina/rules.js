import path from 'node:path';
import fs from 'node:fs';
import {
  isTestFile,
  layout,
  moduleGraph,
  pathBetween,
  resolveImport,
  roomGraph,
} from './layout.js';

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

/**
 * The three layers of the repository stay apart: the web talks to the API over HTTP only, the
 * API never imports the web, and a package (packages/shared, used by both; packages/client, the
 * typed client of the API for other front ends) imports neither app.
 */
export const appLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'web ↛ api, api ↛ web, packages/* ↛ apps.' },
    messages: {
      apiImport:
        'The web imports the API ({{spec}}): share the contract through packages/shared instead.',
      webImport: 'The API imports the web app ({{spec}}): the API never depends on a front end.',
      appImport:
        'A package imports an app ({{spec}}): packages depend on neither the API nor the web.',
    },
    schema: [],
  },
  create(context) {
    const l = layout(rootOf(context));
    const file = context.filename;
    const which = l.inWeb(file)
      ? 'web'
      : l.inApi(file)
        ? 'api'
        : l.inPackages(file)
          ? 'shared'
          : null;
    if (!which) return {};
    return eachImport((node, spec) => {
      const target = resolveImport(file, spec);
      const data = { spec };
      if (which === 'web' && (/^@zina\/api(\/|$)/.test(spec) || (target && l.inApi(target)))) {
        context.report({ node, messageId: 'apiImport', data });
      } else if (
        which === 'api' &&
        (/^@zina\/web(\/|$)/.test(spec) || (target && l.inWeb(target)))
      ) {
        context.report({ node, messageId: 'webImport', data });
      } else if (
        which === 'shared' &&
        (/^@zina\/(api|web)(\/|$)/.test(spec) || (target && l.inApps(target)))
      ) {
        context.report({ node, messageId: 'appImport', data });
      }
    });
  },
};

/**
 * Inside the API, the floors run one way: `db/` (schema, client, ids) at the bottom imports none
 * of the others; `lib/` (the mechanisms) imports `db/` only; modules and the seed sit above both.
 */
export const apiFloors = {
  meta: {
    type: 'problem',
    docs: { description: 'db/ ↛ lib/, modules/, seed/; lib/ ↛ modules/, seed/.' },
    messages: {
      up: "'{{from}}' imports '{{to}}' ({{spec}}): {{from}} sits below {{to}}; move the shared part down.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const l = layout(rootOf(context));
    const floorOf = (f) => l.apiFloorOf(f);
    const from = floorOf(file);
    if (!from || isTestFile(file)) return {};
    const rank = { db: 0, lib: 1, modules: 2, seed: 2 };
    return eachImport((node, spec) => {
      const target = resolveImport(file, spec);
      const to = target && floorOf(target);
      if (to && rank[to] > rank[from]) {
        context.report({ node, messageId: 'up', data: { from, to, spec } });
      }
    });
  },
};

/** Web features stand side by side: only the router and shared parts import them. */
export const noFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature never imports another feature.' },
    messages: {
      feature:
        "The '{{own}}' feature imports the '{{other}}' feature ({{spec}}): move what both need to components/, lib/ or api/.",
    },
    schema: [],
  },
  create(context) {
    const l = layout(rootOf(context));
    const own = l.featureOf(context.filename);
    // A test may compose features as the router does (checkout with its address picker).
    if (!own || isTestFile(context.filename)) return {};
    return eachImport((node, spec) => {
      const target = resolveImport(context.filename, spec);
      const other = target && l.featureOf(target);
      if (other && other !== own)
        context.report({ node, messageId: 'feature', data: { own, other, spec } });
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

const roomGraphs = new Map();

/** Inside a module the rooms (first-level folders, root files) depend one way too. */
export const noRoomCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the rooms of one API module.' },
    messages: {
      cycle:
        "Import cycle between the rooms of the '{{module}}' module: {{cycle}}. Move the shared part to a lower room.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = rootOf(context);
    const l = layout(root);
    const own = l.roomOf(file);
    const name = l.moduleOf(file);
    if (!own || !name || isTestFile(file)) return {};
    const key = `${l.modules}:${name}`;
    if (!roomGraphs.has(key)) roomGraphs.set(key, roomGraph(name, root));
    const edges = roomGraphs.get(key);
    return eachImport((node, spec) => {
      const target = resolveImport(file, spec);
      if (!target || l.moduleOf(target) !== name) return;
      const other = l.roomOf(target);
      if (!other || other === own) return;
      const back = pathBetween(edges, other, own);
      if (back) {
        context.report({
          node,
          messageId: 'cycle',
          data: { module: name, cycle: [own, ...back].join(' → ') },
        });
      }
    });
  },
};

const SCHEMA = /(^|\/)db\/schema(\.[jt]s)?$/;

/** Each table's SQL name (pgTable('name')) by its export name, read from db/schema. */
const sqlNames = new Map();
function tableSqlNames(root) {
  const file = layout(root).schemaFile;
  if (!sqlNames.has(file)) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const names = new Map();
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      names.set(m[1], m[2]);
    sqlNames.set(file, names);
  }
  return sqlNames.get(file);
}

const SQL_TABLE_WORDS = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * Every table has one owning module: only its files read or write it, through db/schema's named
 * exports or in their own raw SQL; other modules ask the owner's public file. `owners` maps each
 * table's export name to its module ('lib' for the mechanisms' own tables). A namespace import
 * of the schema, a dynamic import of it, and raw SQL naming a foreign table are refused too.
 * Seeds, migrations and tests are exempt.
 */
export const tableOwners = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is used by its owning module only.' },
    messages: {
      foreign:
        "'{{table}}' belongs to the {{owner}} module: ask its public file (index.ts) instead of reading its table.",
      unknown: "'{{table}}' has no owner: add it to the table owners in eslint.config.js.",
      namespace:
        'A namespace or dynamic import of db/schema hides which tables are used: import the tables by name.',
      rawSql:
        "This SQL names '{{table}}', which belongs to the {{owner}} module: ask its public file (index.ts).",
    },
    schema: [{ type: 'object', properties: { owners: { type: 'object' } }, required: ['owners'] }],
  },
  create(context) {
    const file = context.filename;
    const root = rootOf(context);
    const l = layout(root);
    if (
      !l.inApi(file) ||
      isTestFile(file) ||
      /\/src\/(db|seed)\//.test(file.split(path.sep).join('/'))
    )
      return {};
    const own = l.moduleOf(file) ?? 'lib';
    const owners = context.options[0].owners;
    const ownerBySql = new Map(
      [...tableSqlNames(root)].map(([name, sqlName]) => [sqlName, owners[name]]),
    );
    const checkText = (node, text) => {
      for (const m of text.matchAll(SQL_TABLE_WORDS)) {
        const owner = ownerBySql.get(m[1].toLowerCase());
        if (owner && owner !== own) {
          context.report({ node, messageId: 'rawSql', data: { table: m[1], owner } });
        }
      }
    };
    return {
      ImportDeclaration(node) {
        // A type (a stored shape, not a table) reads no table.
        if (!SCHEMA.test(node.source.value) || node.importKind === 'type') return;
        for (const spec of node.specifiers) {
          if (spec.importKind === 'type') continue;
          if (spec.type !== 'ImportSpecifier') {
            context.report({ node: spec, messageId: 'namespace' });
            continue;
          }
          const table = spec.imported.name;
          const owner = owners[table];
          if (!owner) context.report({ node: spec, messageId: 'unknown', data: { table } });
          else if (owner !== own)
            context.report({ node: spec, messageId: 'foreign', data: { table, owner } });
        }
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && SCHEMA.test(String(node.source.value))) {
          context.report({ node, messageId: 'namespace' });
        }
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag;
        const isSql =
          (tag.type === 'Identifier' && tag.name === 'sql') ||
          (tag.type === 'MemberExpression' &&
            tag.object.type === 'Identifier' &&
            tag.object.name === 'sql');
        if (!isSql) return;
        checkText(node, node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
      CallExpression(node) {
        // sql.raw('…') with a literal text.
        const c = node.callee;
        if (
          c.type === 'MemberExpression' &&
          c.object.type === 'Identifier' &&
          c.object.name === 'sql' &&
          c.property.type === 'Identifier' &&
          c.property.name === 'raw' &&
          node.arguments[0]?.type === 'Literal' &&
          typeof node.arguments[0].value === 'string'
        ) {
          checkText(node, node.arguments[0].value);
        }
      },
    };
  },
};

/** For the rules' tests: forget the graphs read so far. */
export const forgetGraphs = () => {
  graphs.clear();
  roomGraphs.clear();
  sqlNames.clear();
};
