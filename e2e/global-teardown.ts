import type { RunningNginx } from './support/nginx';

export default async function globalTeardown(): Promise<void> {
  const nginx = (globalThis as { __NGINX__?: RunningNginx }).__NGINX__;
  await nginx?.stop();
}
