import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../settings-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { pickInstantSetting } from '@/testing/instant-setting';
import { optionTexts } from '@/testing/queries';

/**
 * The Settings page with what is stored, and a user who clicks without hovering first or pausing:
 * the tooltips a hover opens are not looked at here.
 */
function setup(stored?: Record<string, string>) {
  const { storage } = renderWithProviders(
    <SettingsPage />,
    stored ? { storage: new MemoryStorage(stored) } : {},
  );
  return { storage, user: userEvent.setup({ delay: null, skipHover: true }) };
}

const gameSystem = () => screen.getByRole('combobox', { name: 'Game system' });
const abilityScores = () => screen.queryByRole('combobox', { name: 'Ability scores' });

describe('Game system', () => {
  test('offers None and D&D 5e (SRD 5.2), None by default, with no Ability scores', async () => {
    const { user } = setup();
    expect(gameSystem()).toHaveTextContent('None');
    expect(abilityScores()).not.toBeInTheDocument();
    await user.click(gameSystem());
    expect(await optionTexts()).toEqual(['None', 'D&D 5e (SRD 5.2)']);
  });

  test('5e applies at once, without Save, and shows Ability scores; both are remembered', async () => {
    const { storage, user } = setup();
    await pickInstantSetting(user, storage, 'Game system', 'D&D 5e (SRD 5.2)', [
      'gameSystem',
      'srd5',
    ]);

    const method = abilityScores();
    expect(method).toHaveTextContent('Standard array');
    await user.click(method as HTMLElement);
    expect(await optionTexts()).toEqual(['Standard array', '4d6 drop lowest', 'Point buy']);
    await user.click(screen.getByRole('option', { name: 'Point buy' }));
    expect(storage.getItem('abilityScoreMethod')).toBe('pointBuy');
    expect(abilityScores()).toHaveTextContent('Point buy');
    // General Settings do not leave the providers' form with unsaved changes.
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.click(gameSystem());
    await user.click(screen.getByRole('option', { name: 'None' }));
    expect(storage.getItem('gameSystem')).toBe('none');
    expect(abilityScores()).not.toBeInTheDocument();
  });

  test('stored choices are shown on start', () => {
    setup({ gameSystem: 'srd5', abilityScoreMethod: '4d6' });
    expect(gameSystem()).toHaveTextContent('D&D 5e (SRD 5.2)');
    expect(abilityScores()).toHaveTextContent('4d6 drop lowest');
  });

  test('unreadable stored choices fall back to None and Standard array', async () => {
    const { user } = setup({ gameSystem: 'chess', abilityScoreMethod: 'roll3d6' });
    expect(gameSystem()).toHaveTextContent('None');
    await user.click(gameSystem());
    await user.click(screen.getByRole('option', { name: 'D&D 5e (SRD 5.2)' }));
    expect(abilityScores()).toHaveTextContent('Standard array');
  });

  test('choosing a game system keeps the providers’ unsaved changes', async () => {
    const { user } = setup();
    const endpoint = screen.getByLabelText('Ollama Endpoint');
    await user.click(screen.getByRole('switch', { name: 'Enable Ollama API' }));
    await user.clear(endpoint);
    await user.paste('http://10.0.0.9:11434');
    await user.click(gameSystem());
    await user.click(screen.getByRole('option', { name: 'D&D 5e (SRD 5.2)' }));
    expect(screen.getByLabelText('Ollama Endpoint')).toHaveValue('http://10.0.0.9:11434');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

describe('Story length', () => {
  const storyLength = () => screen.getByRole('combobox', { name: 'Story length' });

  test('offers Short, Standard and Long, Standard by default, and says offline stories stay', async () => {
    const { user } = setup();
    expect(storyLength()).toHaveTextContent('Standard (4–6 paragraphs)');
    expect(storyLength()).toHaveAccessibleDescription(/Offline stories stay as written/);
    await user.click(storyLength());
    expect(await optionTexts()).toEqual([
      'Short (2 paragraphs)',
      'Standard (4–6 paragraphs)',
      'Long (7–9 paragraphs)',
    ]);
  });

  test('a pick applies at once, without Save, and is remembered', async () => {
    const { storage, user } = setup();
    await pickInstantSetting(user, storage, 'Story length', 'Short (2 paragraphs)', [
      'storyLength',
      'short',
    ]);
  });
});
