/** Stops the nginx that the global setup started. */
export default async function globalTeardown() {
  await globalThis.__NGINX__?.stop();
}
