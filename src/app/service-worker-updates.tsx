import { useEffect } from 'react';
import { useAlertActions } from '@/state/alerts';
import { BASE_PATH } from '@/config/paths';

const UPDATE_MESSAGE = 'A new version is available';

/** Waits for the page to have loaded and the browser to be idle. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Installs the offline service worker once the page is idle, so its downloads never compete with
 * the first screen. A new release waits for the alert's Reload. Production builds only.
 */
export function ServiceWorkerUpdates() {
  const { addAlert } = useAlertActions();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void whenIdle()
      .then(() =>
        cancelled ? null : import(/* webpackChunkName: "sw-register" */ 'workbox-window'),
      )
      .then((module) => {
        if (!module || cancelled) return;
        // The benchmark checks that this comes after the page is usable.
        performance.mark('service-worker-register');
        const worker = new module.Workbox(`${BASE_PATH}/sw.js`, { scope: '/' });
        worker.addEventListener('waiting', () => {
          addAlert({
            severity: 'info',
            message: UPDATE_MESSAGE,
            persistent: true,
            action: {
              label: 'Reload',
              onClick: () => {
                worker.addEventListener('controlling', () => window.location.reload());
                worker.messageSkipWaiting();
              },
            },
          });
        });
        return worker.register();
      })
      // Without a worker the app still works; it just needs the network to open.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [addAlert]);
  return null;
}
