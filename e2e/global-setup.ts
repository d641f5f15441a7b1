import { startNginx } from './support/nginx';

/** Starts nginx once for the whole suite; its address reaches every test through the environment. */
export default async function globalSetup(): Promise<void> {
  const nginx = await startNginx();
  process.env.E2E_BASE_URL = nginx.url;
  (globalThis as { __NGINX__?: typeof nginx }).__NGINX__ = nginx;
}
