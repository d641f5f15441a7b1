import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from './support/nginx.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts nginx once for the whole suite; its address reaches every test through the environment. */
export default async function globalSetup() {
  const nginx = await startNginx(path.join(ROOT, 'dist'), path.join(ROOT, 'deploy', 'nginx.conf'));
  process.env.E2E_BASE_URL = nginx.url;
  globalThis.__NGINX__ = nginx;
}
