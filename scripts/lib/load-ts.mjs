// Lets a Node script require the project's TypeScript domain code: a require hook strips the
// types with the TypeScript compiler (type checking is tsc's job, not the scripts').
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

export const requireTs = createRequire(import.meta.url);
requireTs.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  module._compile(outputText, filename);
};
