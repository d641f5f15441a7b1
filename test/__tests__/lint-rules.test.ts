/**
 * @jest-environment node
 */
/**
 * The lint rules that keep the code's layers apart, proven on small snippets: each snippet breaks
 * one rule and must fail with that rule (and, where one rule guards several zones, that zone's
 * message); a few snippets do what a rule allows and must pass it. The snippets are linted with
 * the project's own config as if they sat at the given path in src/; the files they import are
 * real, since a rule that cannot resolve an import lets it through.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const root = path.resolve(__dirname, '../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

let worker: Worker;
let nextId = 0;
const pending = new Map<number, (reply: { messages?: LintMessage[]; error?: string }) => void>();

/** The messages ESLint gives `code` as the file at `filePath`. */
async function lint(code: string, filePath: string): Promise<LintMessage[]> {
  const id = nextId++;
  const reply = await new Promise<{ messages?: LintMessage[]; error?: string }>((resolve) => {
    pending.set(id, resolve);
    worker.postMessage({ id, code, filePath });
  });
  if (reply.error) throw new Error(reply.error);
  return reply.messages ?? [];
}

/**
 * `@/folder/name` of a real module in src/folder (tests left out), so a probe's import resolves
 * whatever the folder's files are called.
 */
function moduleIn(folder: string): string {
  const file = readdirSync(path.join(root, 'src', folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .filter((name) => !name.split(path.sep).includes('__tests__'))
    .sort()[0];
  if (!file) throw new Error(`src/${folder} holds no module to import`);
  return `@/${folder}/${file
    .replace(/\.tsx?$/, '')
    .split(path.sep)
    .join('/')}`;
}

const importOf = (folder: string) => `import '${moduleIn(folder)}';\n`;

beforeAll(async () => {
  worker = new Worker(path.join(root, 'test/lint-worker.mjs'), { workerData: { cwd: root } });
  worker.on('message', ({ id, ...reply }) => {
    pending.get(id)?.(reply);
    pending.delete(id);
  });
  // A worker that dies answers every waiting lint with its error instead of leaving it hanging.
  worker.on('error', (error) => {
    for (const answer of pending.values()) answer({ error: String(error) });
    pending.clear();
  });
  // The first lint loads the config, the parser and the import resolver.
  await lint(importOf('domain'), 'src/domain/warm-up.ts');
});

afterAll(async () => {
  await worker.terminate();
});

const LAYERS = 'import-x/no-restricted-paths';
const UI_MODULES = 'no-restricted-imports';
const GLOBALS = 'no-restricted-globals';
const PROPERTIES = 'no-restricted-properties';

describe.each([
  // The first layers.
  [
    'domain/ importing adapters/',
    'src/domain/probe.ts',
    importOf('adapters'),
    LAYERS,
    'domain/ imports nothing above it.',
  ],
  [
    'adapters/ importing state/',
    'src/adapters/probe.ts',
    importOf('state'),
    LAYERS,
    'adapters/ never import UI layers.',
  ],
  [
    'state/ importing a feature',
    'src/state/probe.tsx',
    importOf('features/generator'),
    LAYERS,
    'state/ and components/ never import screens or the app.',
  ],
  [
    'a feature importing an adapter',
    'src/features/generator/probe.tsx',
    importOf('adapters'),
    LAYERS,
    'A feature never imports the app or an adapter',
  ],
  [
    'a feature importing another feature',
    'src/features/settings/probe.tsx',
    importOf('features/generator'),
    LAYERS,
    'A feature never imports another feature.',
  ],
  [
    'domain/ importing React',
    'src/domain/probe.ts',
    "import 'react';\n",
    UI_MODULES,
    'domain/, adapters/ and use-cases/ stay free of React.',
  ],
  [
    'a feature calling fetch',
    'src/features/generator/probe.ts',
    "void fetch('/');\n",
    GLOBALS,
    'Only adapters/ call fetch',
  ],
  [
    'state/ reading localStorage',
    'src/state/probe.ts',
    "localStorage.getItem('k');\n",
    GLOBALS,
    'Only adapters/ touch localStorage.',
  ],
  [
    'state/ reading window.sessionStorage',
    'src/state/probe.ts',
    "window.sessionStorage.getItem('k');\n",
    PROPERTIES,
    'Only adapters/ touch sessionStorage.',
  ],
  // components/ are presentational.
  [
    'components/ importing state/',
    'src/components/probe.tsx',
    importOf('state'),
    LAYERS,
    'components/ are presentational',
  ],
  [
    'components/ importing adapters/',
    'src/components/probe.tsx',
    importOf('adapters'),
    LAYERS,
    'components/ are presentational',
  ],
  // Leaves.
  [
    'config/ importing domain/',
    'src/config/probe.ts',
    importOf('domain'),
    LAYERS,
    'config/ is a leaf',
  ],
  // A folder the layers do not name is refused, whatever it holds.
  [
    'a folder the layers do not name (utils/) importing a feature',
    'src/utils/probe.ts',
    importOf('features/generator'),
    LAYERS,
    'A folder of src/ the layers do not name imports nothing from src/.',
  ],
  [
    'a folder the layers do not name (utils/) importing an adapter',
    'src/utils/probe.ts',
    importOf('adapters'),
    LAYERS,
    'A folder of src/ the layers do not name imports nothing from src/.',
  ],
  [
    'a folder the layers do not name (utils/) importing nothing',
    'src/utils/probe.ts',
    'export const probe = 1;\n',
    'no-restricted-syntax',
    'This folder is in no layer',
  ],
  // The use cases are plain TypeScript below the providers.
  [
    'use-cases/ importing React',
    'src/use-cases/probe.ts',
    "import { useState } from 'react';\n\nexport const probe = useState;\n",
    UI_MODULES,
    'domain/, adapters/ and use-cases/ stay free of React.',
  ],
  [
    'use-cases/ importing MUI',
    'src/use-cases/probe.ts',
    "import '@mui/material/Button';\n",
    UI_MODULES,
    'domain/, adapters/ and use-cases/ stay free of UI libraries.',
  ],
  [
    'use-cases/ importing state/',
    'src/use-cases/probe.ts',
    importOf('state'),
    LAYERS,
    'use-cases/ are plain steps',
  ],
  [
    'a feature running a use case itself',
    'src/features/generator/probe.ts',
    importOf('use-cases'),
    LAYERS,
    'A feature never runs a use case itself',
  ],
  // .tsx files in the plain TypeScript layers.
  [
    'a domain/ .tsx importing React',
    'src/domain/probe.tsx',
    "import 'react';\n",
    UI_MODULES,
    'domain/, adapters/ and use-cases/ stay free of React.',
  ],
  [
    'an adapters/ .tsx importing MUI',
    'src/adapters/probe.tsx',
    "import '@mui/material/Button';\n",
    UI_MODULES,
    'domain/, adapters/ and use-cases/ stay free of UI libraries.',
  ],
  // The network, storage and cookies outside adapters/.
  [
    'XMLHttpRequest in state/',
    'src/state/probe.ts',
    'void new XMLHttpRequest();\n',
    GLOBALS,
    'Only adapters/ reach the network.',
  ],
  [
    'EventSource in a feature',
    'src/features/generator/probe.ts',
    "void new EventSource('/');\n",
    GLOBALS,
    'Only adapters/ reach the network.',
  ],
  [
    'WebSocket in the app',
    'src/app/probe.ts',
    "void new WebSocket('ws://localhost');\n",
    GLOBALS,
    'Only adapters/ reach the network.',
  ],
  [
    'indexedDB in state/',
    'src/state/probe.ts',
    "void indexedDB.open('db');\n",
    GLOBALS,
    'Only adapters/ touch indexedDB.',
  ],
  [
    'window.indexedDB in state/',
    'src/state/probe.ts',
    "void window.indexedDB.open('db');\n",
    PROPERTIES,
    'Only adapters/ touch indexedDB.',
  ],
  [
    'caches in the app',
    'src/app/probe.ts',
    "void caches.open('c');\n",
    GLOBALS,
    'Only adapters/ and the service worker touch the Cache API.',
  ],
  [
    'document.cookie in a feature',
    'src/features/settings/probe.ts',
    'void document.cookie;\n',
    PROPERTIES,
    'Only adapters/ touch cookies.',
  ],
  [
    'navigator.sendBeacon in state/',
    'src/state/probe.ts',
    "navigator.sendBeacon('/', '');\n",
    PROPERTIES,
    'Only adapters/ reach the network.',
  ],
  [
    'the service worker opening a WebSocket',
    'src/service-worker.ts',
    "void new WebSocket('ws://localhost');\n",
    GLOBALS,
    'Only adapters/ reach the network.',
  ],
  // Test helpers stay out of the app.
  [
    'the app importing testing/',
    'src/app/probe.tsx',
    importOf('testing'),
    LAYERS,
    'Only tests import testing/.',
  ],
  [
    'a feature importing testing/',
    'src/features/generator/probe.tsx',
    importOf('testing'),
    LAYERS,
    'Only tests import testing/.',
  ],
  // A file beside the screens.
  [
    'a file at the root of features/ importing a feature',
    'src/features/probe.ts',
    importOf('features/generator'),
    LAYERS,
    'A file at the root of features/ never imports a feature.',
  ],
])('%s', (_name, filePath, code, ruleId, message) => {
  it(`fails ${ruleId}`, async () => {
    expect(await lint(code, filePath)).toContainEqual({
      ruleId,
      message: expect.stringContaining(message),
    });
  });
});

it('fails local/no-cycle on two modules that import each other', async () => {
  // On disk cycle-b imports cycle-a; cycle-a's text here imports cycle-b back.
  const code = "import { cycleB } from './cycle-b';\n\nexport const cycleA = cycleB;\n";
  expect(await lint(code, 'src/lint-probes/cycle-a.ts')).toContainEqual({
    ruleId: 'local/no-cycle',
    message: expect.stringContaining('Dependency cycle'),
  });
});

it('fails local/no-cycle on two modules that import only types of each other', async () => {
  // On disk type-cycle-b imports a type of type-cycle-a; this text imports one of b's back.
  const code =
    "import type { TypeCycleB } from './type-cycle-b';\n\n" +
    'export interface TypeCycleA {\n  b?: TypeCycleB;\n}\n';
  expect(await lint(code, 'src/lint-probes/type-cycle-a.ts')).toContainEqual({
    ruleId: 'local/no-cycle',
    message: expect.stringContaining('src/lint-probes/type-cycle-b.ts'),
  });
});

describe.each([
  [
    'adapters/ calling fetch and using storage',
    'src/adapters/probe.ts',
    "void fetch('/');\nlocalStorage.getItem('k');\nvoid indexedDB;\n",
  ],
  [
    'the service worker fetching and caching',
    'src/service-worker.ts',
    "void fetch('/');\nvoid caches.open('c');\nvoid self.caches;\n",
  ],
  [
    'a feature importing its own folder',
    'src/features/generator/probe.tsx',
    importOf('features/generator'),
  ],
  [
    'a feature importing state/, domain/ and components/',
    'src/features/settings/probe.tsx',
    importOf('state') + importOf('domain') + importOf('components'),
  ],
  ['config/ importing config/', 'src/config/probe.ts', importOf('config')],
  [
    'use-cases/ importing domain/ and adapters/',
    'src/use-cases/probe.ts',
    importOf('domain') + importOf('adapters'),
  ],
  [
    'the type cycle fixture as it is on disk',
    'src/lint-probes/type-cycle-a.ts',
    'export interface TypeCycleA {\n  name: string;\n}\n',
  ],
  [
    'a test importing testing/ and calling fetch',
    'src/features/generator/__tests__/probe.test.tsx',
    `${importOf('testing')}void fetch('/');\n`,
  ],
  [
    'the cycle fixture as it is on disk',
    'src/lint-probes/cycle-b.ts',
    "import { cycleA } from './cycle-a';\n\nexport const cycleB = cycleA;\n",
  ],
])('%s', (_name, filePath, code) => {
  it('passes every layer rule', async () => {
    const ruleIds = (await lint(code, filePath)).map((m) => m.ruleId);
    expect(ruleIds).toEqual([]);
  });
});
