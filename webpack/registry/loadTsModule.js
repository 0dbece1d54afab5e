// Runs a small TypeScript module in Node at build time (a remote's src/manifest.ts and the public
// addresses it imports from @site/paths): TypeScript's own transpiler, no type check (the type check
// does that). Relative imports, and packages whose entry is TypeScript source (the workspace's own),
// are followed the same way; other packages come from node_modules. For data modules only: what a
// module imports from an installed package must be plain JavaScript (types are erased).
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const ts = require('typescript');

const COMPILER_OPTIONS = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };

function resolveRelative(from, request) {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot find ${request} from ${from}`);
}

/** The exports of the TypeScript module at `file` (absolute). */
function loadTsModule(file, cache = new Map()) {
  const known = cache.get(file);
  if (known) return known.exports;
  const source = fs.readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: COMPILER_OPTIONS, fileName: file });
  const module = { exports: {} };
  cache.set(file, module);
  const packageRequire = Module.createRequire(file);
  const localRequire = (request) => {
    if (request.startsWith('.')) return loadTsModule(resolveRelative(file, request), cache);
    const resolved = packageRequire.resolve(request);
    return /\.tsx?$/.test(resolved) ? loadTsModule(resolved, cache) : packageRequire(request);
  };
  new Function('exports', 'require', 'module', '__filename', '__dirname', outputText)(
    module.exports,
    localRequire,
    module,
    file,
    path.dirname(file),
  );
  return module.exports;
}

module.exports = { loadTsModule };
