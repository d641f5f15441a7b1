import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { AlertStack } from '@/state/alerts';
import type { StateProvidersProps } from '@/state/state-providers';
import { MemoryStorage } from './memory-storage';
import { makeCharacter } from './fixtures';

export interface RenderWithProvidersOptions extends Omit<StateProvidersProps, 'storage'> {
  /** The browser storage the app sees; an empty one by default. */
  storage?: MemoryStorage;
  /** The router location the screen is rendered at. */
  route?: string;
  renderOptions?: Omit<RenderOptions, 'wrapper'>;
}

/**
 * Renders a screen inside the app's real providers with test storage (empty by default), no
 * request delay, a memory router and the alert stack.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    route = '/',
    renderOptions,
    storage = new MemoryStorage(),
    requestDelayMs = 0,
    createInitialCharacter = () => makeCharacter(),
  } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders
      storage={storage}
      requestDelayMs={requestDelayMs}
      createInitialCharacter={createInitialCharacter}
    >
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      <AlertStack />
    </AppProviders>
  );
  const user = userEvent.setup();
  return { user, storage, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
