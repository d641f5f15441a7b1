import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createBrowserRouter, useLocation } from 'react-router-dom';
import {
  AlertManagerProvider,
  useAlertActions,
  useAlertHost,
  useAlertsFollowScreen,
} from '../alerts';
import { AlertsOnScreen } from '@/testing/alerts-on-screen';

function Frame() {
  useAlertsFollowScreen(useLocation().pathname);
  return (
    <>
      <Link to="/export">Export screen</Link>
      <Link to="/settings">Settings screen</Link>
      <Outlet />
    </>
  );
}

function ExportScreen() {
  const { addAlert } = useAlertActions();
  return (
    <>
      <button onClick={() => addAlert({ severity: 'error', message: 'Could not export: disk' })}>
        Fail
      </button>
      <button onClick={() => addAlert({ severity: 'warning', message: 'Storage is low' })}>
        Warn
      </button>
      <button
        onClick={() =>
          addAlert({ severity: 'error', message: 'Browser storage is refused', screen: null })
        }
      >
        Fail everywhere
      </button>
    </>
  );
}

function renderScreens() {
  window.history.replaceState(null, '', '/export');
  const router = createBrowserRouter([
    {
      path: '/',
      element: <Frame />,
      children: [
        { path: 'export', element: <ExportScreen /> },
        { path: 'settings', element: <h1>Settings here</h1> },
      ],
    },
  ]);
  render(
    <AlertManagerProvider>
      <RouterProvider router={router} />
      <AlertsOnScreen />
    </AlertManagerProvider>,
  );
  return userEvent.setup({ delay: null, skipHover: true });
}

test('an error alert is dropped on leaving its screen; warnings and app-wide errors stay', async () => {
  const user = renderScreens();
  await user.click(await screen.findByRole('button', { name: 'Fail' }));
  await user.click(screen.getByRole('button', { name: 'Warn' }));
  await user.click(screen.getByRole('button', { name: 'Fail everywhere' }));
  expect(screen.getByText('Could not export: disk')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Settings screen' }));
  await screen.findByRole('heading', { name: 'Settings here' });
  expect(screen.queryByText('Could not export: disk')).not.toBeInTheDocument();
  expect(screen.getByText('Storage is low')).toBeInTheDocument();
  expect(screen.getByText('Browser storage is refused')).toBeInTheDocument();
  // An error raised on the screen now shown stays while the user is there.
  await user.click(screen.getByRole('link', { name: 'Export screen' }));
  await user.click(await screen.findByRole('button', { name: 'Fail' }));
  expect(screen.getByText('Could not export: disk')).toBeInTheDocument();
});

function Host({ open }: { open: boolean }) {
  const host = useAlertHost();
  return open ? <div role="dialog" aria-label="Story" ref={host} /> : null;
}

test('while an element hosts the stack, the alerts are drawn inside it, and back on the page after', () => {
  function Raise() {
    const { addAlert } = useAlertActions();
    return (
      <button onClick={() => addAlert({ severity: 'success', message: 'Copied' })}>Copy</button>
    );
  }
  const { rerender } = render(
    <AlertManagerProvider>
      <Raise />
      <Host open />
      <AlertsOnScreen />
    </AlertManagerProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Copy' }).click());
  const dialog = screen.getByRole('dialog', { name: 'Story' });
  expect(dialog).toContainElement(screen.getByText('Copied'));
  rerender(
    <AlertManagerProvider>
      <Raise />
      <Host open={false} />
      <AlertsOnScreen />
    </AlertManagerProvider>,
  );
  expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(
    screen.getByText('Copied'),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
});
