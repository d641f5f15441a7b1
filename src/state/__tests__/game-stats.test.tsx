import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { createRandom } from '@/domain/random';
import { rollAbilityScores } from '@/domain/srd5/abilities';
import { SRD_ATTRIBUTION } from '@/domain/srd5/stat-block';
import { makeCharacter } from '@/testing/fixtures';
import { fakeModel, type FakeModel } from '@/testing/fake-model';
import { MemoryStorage } from '@/testing/memory-storage';
import { modelCharacterJson } from '@/testing/streams';
import { useCard } from '../card';
import { useCharacterTransfer } from '../character-transfer';
import { useGeneration } from '../generation';
import { useLocks } from '../locks';

const FIFTH = { gameSystem: 'srd5', abilityScoreMethod: 'standard' };
const LOCAL = { useOllamaAPI: 'true', ollamaModelName: 'llama3' };
const TWENTIES = { str: 20, dex: 20, con: 20, int: 20, wis: 20, cha: 20 };

function setup(settings: Record<string, string>, model: FakeModel = fakeModel()) {
  const storage = new MemoryStorage(settings);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders
      storage={storage}
      requestDelayMs={0}
      random={createRandom(3)}
      createModelClient={model.createModelClient}
      createInitialCharacter={() => makeCharacter({ id: 'old', characterClass: 'Rogue' })}
    >
      {children}
    </AppProviders>
  );
  return renderHook(
    () => ({
      generation: useGeneration(),
      card: useCard(),
      transfer: useCharacterTransfer(),
      locks: useLocks(),
    }),
    { wrapper },
  );
}

/** The standard array (72 points) placed for the class, the background's +2 and +1 on top. */
function expectStandardArray(scores: Record<string, number> | undefined, characterClass: string) {
  const main = { Warrior: 'str', Mage: 'int', Rogue: 'dex', Cleric: 'wis' }[characterClass] ?? '';
  expect(scores?.[main]).toBe(17);
  expect(Object.values(scores ?? {}).reduce((a, b) => a + b, 0)).toBe(75);
}

test('with D&D 5e, Generate gives the new character a level 1–5 and scores by the chosen method', async () => {
  const { result } = setup(FIFTH);
  await act(() => result.current.generation.generate());
  const { stats, characterClass } = result.current.card.current;
  expect(stats?.level).toBeGreaterThanOrEqual(1);
  expect(stats?.level).toBeLessThanOrEqual(5);
  expectStandardArray(stats?.scores, characterClass);
});

test('with no game system, Generate rolls nothing', async () => {
  const { result } = setup({});
  await act(() => result.current.generation.generate());
  expect(result.current.card.current.firstName).not.toBe(makeCharacter().firstName);
  expect(result.current.card.current).not.toHaveProperty('stats');
});

test("a model's character gets its numbers from the app, and keeps them through a new story", async () => {
  const model = fakeModel({
    pieces: [modelCharacterJson({ stats: { level: 20, scores: TWENTIES } })],
  });
  const { result } = setup({ ...FIFTH, ...LOCAL }, model);
  await act(() => result.current.generation.generate());
  const { stats } = result.current.card.current;
  expect(stats?.level).toBeLessThanOrEqual(5);
  expect(stats?.scores).not.toEqual(TWENTIES);
  // A new race has the model write a new story; the numbers stay the character's own.
  model.reply({ pieces: [modelCharacterJson({ race: 'Dwarf' })] });
  await act(() => result.current.generation.edit('race', 'Dwarf'));
  expect(result.current.card.current.race).toBe('Dwarf');
  expect(result.current.card.current.stats).toEqual(stats);
});

test('with a model, the numbers are rolled first and told to it, so the story can match them', async () => {
  const model = fakeModel({ pieces: [modelCharacterJson()] });
  const { result } = setup({ ...FIFTH, ...LOCAL }, model);
  await act(() => result.current.generation.generate());
  const { stats } = result.current.card.current;
  const { str, dex, con, int, wis, cha } = stats!.scores;
  expect(model.calls[0]?.prompt).toContain(
    `level ${stats!.level}; STR ${str}, DEX ${dex}, CON ${con}, INT ${int}, WIS ${wis}, CHA ${cha}.`,
  );
});

test('with no game system, the prompt carries no numbers', async () => {
  const model = fakeModel({ pieces: [modelCharacterJson()] });
  const { result } = setup(LOCAL, model);
  await act(() => result.current.generation.generate());
  expect(model.calls[0]?.prompt).not.toMatch(/game numbers|STR \d/);
});

test('a character from before the numbers gets them with its first reroll under D&D 5e', async () => {
  const { result } = setup(FIFTH);
  expect(result.current.card.current).not.toHaveProperty('stats');
  await act(() => result.current.generation.reroll('firstName'));
  expectStandardArray(result.current.card.current.stats?.scores, 'Rogue');
});

test.each([
  ['D&D 5e', FIFTH, true],
  ['no game system', {}, false],
])(
  'Copy as text with %s: the stat block and attribution are copied only with one',
  async (_, settings, copied) => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { result } = setup(settings);
    const character = makeCharacter({
      characterClass: 'Cleric',
      stats: { level: 1, scores: rollAbilityScores('standard', 'Cleric', createRandom(1)) },
    });
    act(() => result.current.transfer.actions.copyAsText(character));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const text = writeText.mock.calls[0]?.[0] ?? '';
    expect(text.includes('Sacred Flame (Cantrip).')).toBe(copied);
    expect(text.includes(SRD_ATTRIBUTION)).toBe(copied);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  },
);

test('a locked level is kept by Generate; the scores are rolled anew', async () => {
  const { result } = setup({ ...FIFTH, abilityScoreMethod: '4d6' });
  await act(() => result.current.generation.generate());
  const first = result.current.card.current.stats;
  act(() => result.current.locks.toggleLock('level'));
  const scores = new Set<string>();
  for (let i = 0; i < 4; i += 1) {
    await act(() => result.current.generation.generate());
    expect(result.current.card.current.stats?.level).toBe(first?.level);
    scores.add(JSON.stringify(result.current.card.current.stats?.scores));
  }
  expect(scores.size).toBeGreaterThan(1);
});

test('a new class brings scores made for it; the level stays', async () => {
  const { result } = setup(FIFTH);
  await act(() => result.current.generation.generate());
  const { stats: before, characterClass } = result.current.card.current;
  const next = characterClass === 'Mage' ? 'Warrior' : 'Mage';
  await act(() => result.current.generation.edit('characterClass', next));
  const { stats } = result.current.card.current;
  expect(stats?.level).toBe(before?.level);
  // The standard array placed for the new class, its main ability highest.
  expectStandardArray(stats?.scores, next);
  expect(stats?.scores).not.toEqual(before?.scores);
  const main = next === 'Mage' ? stats?.scores.int : stats?.scores.str;
  expect(Math.max(...Object.values(stats?.scores ?? {}))).toBe(main);
});
