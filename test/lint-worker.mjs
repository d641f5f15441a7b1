// Lints text for the lint rules' test with the project's own ESLint config, in a worker thread.
// ESLint loads eslint.config.mjs with a dynamic import(), which Jest's module sandbox refuses
// unless Node runs with --experimental-vm-modules; a worker thread is plain Node. One ESLint
// instance serves every request, so the config and the import resolver load once.
import { parentPort, workerData } from 'node:worker_threads';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: workerData.cwd });

parentPort.on('message', async ({ id, code, filePath }) => {
  try {
    const [result] = await eslint.lintText(code, { filePath });
    const messages = (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
    parentPort.postMessage({ id, messages });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
