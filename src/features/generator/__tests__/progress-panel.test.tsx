import { act, render, screen, waitFor, within } from '@testing-library/react';
import { GeneratorPage } from '../generator-page';
import { ProgressPanel } from '../generation-progress';
import type * as CharacterCardModule from '../character-card';
import type { CharacterCardProps } from '../character-card';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { fakeModel } from '@/testing/fake-model';
import { createRandom } from '@/domain/random';

// Each render of the card is counted; it is drawn exactly as in the app.
const cardRenders = { count: 0 };
jest.mock('../character-card', () => {
  const actual: typeof CharacterCardModule = jest.requireActual('../character-card');
  return {
    ...actual,
    CharacterCard: (props: CharacterCardProps) => {
      cardRenders.count += 1;
      return <actual.CharacterCard {...props} />;
    },
  };
});

test('a streamed reply re-renders the progress panel, not the card, for each chunk', async () => {
  const model = fakeModel({ pieces: ['{"firstName":"'], hang: true });
  const { user } = renderWithProviders(<GeneratorPage />, {
    storage: new MemoryStorage({ useOllamaAPI: 'true' }),
    random: createRandom(3),
    createModelClient: model.createModelClient,
    createInitialCharacter: () => makeCharacter({ firstName: 'Aldric', lastName: 'Stormwind' }),
  });
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  const panel = await screen.findByRole('status');
  await waitFor(() => expect(within(panel).getByText('Writing…')).toBeInTheDocument());
  const before = cardRenders.count;
  let received = '{"firstName":"'.length;
  for (const piece of ['Tha', 'lion', '","lastName":"Bright', 'water']) {
    act(() => model.release([piece], { end: false }));
    received += piece.length;
    // Each chunk is drawn on its own, in the panel.
    const count = `${received} characters received`;
    await waitFor(() => expect(screen.getByTestId('progress-figures')).toHaveTextContent(count));
  }
  expect(within(panel).getByText('Thalion Brightwater')).toBeInTheDocument();
  expect(cardRenders.count).toBe(before);
  await user.click(within(panel).getByRole('button', { name: 'Stop' }));
  expect(await screen.findByText(/Generation stopped/)).toBeInTheDocument();
});

test('the live region says only the phase: the ticking seconds stay outside it', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  try {
    render(
      <ProgressPanel
        progress={{ phase: 'connecting', text: '', receivedChars: 0, startedAt: 1_000_000 }}
        onStop={() => {}}
      />,
    );
    const panel = screen.getByRole('status');
    const live = [...panel.querySelectorAll('[aria-live]')].filter(
      (element) => element.getAttribute('aria-live') !== 'off',
    );
    // The panel as a whole is not read out; one region inside it is.
    expect(panel).toHaveAttribute('aria-live', 'off');
    expect(live).toHaveLength(1);
    const [region] = live as [HTMLElement];
    expect(region).toHaveTextContent('Connecting…');
    const figures = screen.getByTestId('progress-figures');
    const seen = new Set<string>();
    for (let i = 0; i < 15; i += 1) {
      act(() => jest.advanceTimersByTime(100));
      seen.add(figures.textContent ?? '');
      expect(region).toHaveTextContent(/^Connecting…$/);
    }
    // The seconds did tick, visibly, outside the region.
    expect(seen.size).toBeGreaterThan(10);
    expect(region).not.toContainElement(figures);
    // A new phase is said.
    act(() => jest.advanceTimersByTime(1_000));
    expect(region).toHaveTextContent(/^Waiting for the server…$/);
  } finally {
    jest.useRealTimers();
  }
});

test('a thinking model: "Thinking…" with the seconds it has thought, and no silence note', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  try {
    const progress = { text: '', receivedChars: 0, startedAt: 1_000_000 };
    const { rerender } = render(
      <ProgressPanel progress={{ ...progress, phase: 'waiting' }} onStop={() => {}} />,
    );
    act(() => jest.advanceTimersByTime(2_000));
    // Its thoughts keep coming for over a minute: it is heard from, and it is thinking.
    for (let second = 0; second <= 70; second += 1) {
      const thinking = { ...progress, phase: 'thinking' as const, thoughtChars: 10 * second };
      rerender(<ProgressPanel progress={thinking} onStop={() => {}} />);
      act(() => jest.advanceTimersByTime(1_000));
    }
    expect(screen.getByRole('status')).toHaveTextContent('Thinking…');
    expect(screen.queryByText('Writing…')).toBeNull();
    expect(screen.getByTestId('progress-figures')).toHaveTextContent(
      /^73\.0 s · thinking for 71\.0 s · 0 characters received$/,
    );
    expect(screen.queryByTestId('silence-note')).toBeNull();
    rerender(
      <ProgressPanel
        progress={{ ...progress, phase: 'writing', text: '{"f', receivedChars: 3 }}
        onStop={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Writing…');
    expect(screen.getByTestId('progress-figures')).not.toHaveTextContent('thinking');
  } finally {
    jest.useRealTimers();
  }
});
