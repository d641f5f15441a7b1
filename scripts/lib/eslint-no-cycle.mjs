// An import cycle rule that sees every import: type-only ones, re-exports and import() too.
// Modules that import each other, even for types alone, are one layer split in two; the cycle
// rule of eslint-plugin-import-x leaves type-only imports out, so a cycle of types would pass.
// The modules on disk are read with TypeScript's own import scanner and resolver (the tsconfig
// paths included); the file being linted is read from its text, so a probe can close a cycle.
import { statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const configs = new Map();
/** The compiler options of the tsconfig.json in `cwd`, read once. */
function compilerOptions(cwd) {
  if (!configs.has(cwd)) {
    const file = path.join(cwd, 'tsconfig.json');
    const { config } = ts.readConfigFile(file, ts.sys.readFile);
    configs.set(cwd, ts.parseJsonConfigFileContent(config, ts.sys, cwd).options);
  }
  return configs.get(cwd);
}

const resolutions = new Map();
/** The module `specifier` names from `from`, if it is one of the project's own source files. */
function resolve(specifier, from, options) {
  const key = `${path.dirname(from)}\0${specifier}`;
  if (!resolutions.has(key)) resolutions.set(key, resolveAnew(specifier, from, options));
  return resolutions.get(key);
}

function resolveAnew(specifier, from, options) {
  const { resolvedModule } = ts.resolveModuleName(specifier, from, options, ts.sys);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
  const file = path.resolve(resolvedModule.resolvedFileName);
  return /\.tsx?$/.test(file) && !file.endsWith('.d.ts') ? file : null;
}

const scanned = new Map();
/**
 * The project modules a file on disk imports, kept while the file is unchanged; `checked` holds
 * the files already looked at for the file being linted, so each is looked at once for it.
 */
function importsOnDisk(file, options, checked) {
  if (checked.has(file)) return checked.get(file);
  const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  const known = scanned.get(file);
  if (known && known.changed === changed) {
    checked.set(file, known.imports);
    return known.imports;
  }
  const text = changed === undefined ? '' : (ts.sys.readFile(file) ?? '');
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => resolve(fileName, file, options))
    .filter(Boolean);
  scanned.set(file, { changed, imports });
  checked.set(file, imports);
  return imports;
}

/** The route from `start` back to `target` through the modules' imports, or null. */
function routeBack(start, target, options, checked) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, route] = stack.pop();
    for (const next of importsOnDisk(file, options, checked)) {
      if (next === target) return route;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([next, [...route, next]]);
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import cycles among the project modules, types included.' },
    messages: { cycle: 'Dependency cycle (types count too): {{route}}' },
    schema: [],
  },
  create(context) {
    const filename = path.resolve(context.physicalFilename);
    if (!/\.tsx?$/.test(filename)) return {};
    const options = compilerOptions(context.cwd);
    const checked = new Map();
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const imported = resolve(source.value, filename, options);
      if (!imported || imported === filename) return;
      const route = routeBack(imported, filename, options, checked);
      if (!route) return;
      const named = [filename, ...route].map((file) => path.relative(context.cwd, file));
      context.report({ node, messageId: 'cycle', data: { route: named.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};
