import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { AlertsOnScreen } from './alerts-on-screen';
import type { StateProvidersProps } from '@/state/state-providers';
import { MemoryStorage } from './memory-storage';
import { makeCharacter } from './fixtures';

export interface RenderWithProvidersOptions extends Omit<StateProvidersProps, 'storage'> {
  /** The browser storage the app sees; an empty one by default. */
  storage?: MemoryStorage;
  /** The router location the screen is rendered at. */
  route?: string;
  /** Other screens to navigate to; the screen under test answers every other path. */
  routes?: RouteObject[];
  renderOptions?: Omit<RenderOptions, 'wrapper'>;
}

/**
 * Renders a screen inside the app's real providers with test storage (empty by default), no
 * request delay, a memory data router (as the app's, so navigation blockers work) and the alert
 * stack.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    route = '/',
    renderOptions,
    storage = new MemoryStorage(),
    requestDelayMs = 0,
    createInitialCharacter = () => makeCharacter(),
    createModelClient,
    random,
  } = options;
  const router = createMemoryRouter([...(options.routes ?? []), { path: '*', element: ui }], {
    initialEntries: [route],
  });
  const tree = (
    <AppProviders
      storage={storage}
      requestDelayMs={requestDelayMs}
      createInitialCharacter={createInitialCharacter}
      {...(createModelClient ? { createModelClient } : {})}
      {...(random ? { random } : {})}
    >
      <RouterProvider router={router} />
      <AlertsOnScreen />
    </AppProviders>
  );
  const user = userEvent.setup();
  return { user, storage, router, ...render(tree, renderOptions) };
}
