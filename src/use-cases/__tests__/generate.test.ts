import { waitFor } from '@testing-library/react';
import { ModelStreamError } from '@/domain/model-errors';
import { NO_LOCKS } from '@/domain/locks';
import { createRandom } from '@/domain/random';
import { DEFAULT_SETTINGS, type Settings } from '@/domain/settings';
import { fakeModel, type FakeModel } from '@/testing/fake-model';
import { makeCharacter } from '@/testing/fixtures';
import { modelCharacterJson } from '@/testing/streams';
import {
  editCharacter,
  editOutcome,
  generateCharacter,
  rerollCharacter,
  type ModelChoice,
} from '../generate';
import type { ModelCall } from '../model-run';

const call = (signal = new AbortController().signal): ModelCall => ({
  signal,
  onProgress: () => {},
  onNotice: () => {},
});

function choice(model: FakeModel | null, settings: Partial<Settings> = {}): ModelChoice {
  const all = { ...DEFAULT_SETTINGS, ...settings };
  return {
    provider: model ? 'local' : null,
    settings: all,
    random: createRandom(3),
    clientFor: (provider) => model!.createModelClient(provider as 'local', all),
  };
}

const current = makeCharacter({ id: 'card', firstName: 'Aldric', race: 'Human' });
const broken = { error: new ModelStreamError('The stream broke', 'incomplete') };

test('offline, Generate keeps the locked race and first name and draws the rest', async () => {
  const locks = { ...NO_LOCKS, race: true, firstName: true };
  const made = await generateCharacter(call(), undefined, { current, locks }, choice(null));
  expect(made).toMatchObject({ race: 'Human', firstName: 'Aldric' });
  expect(made.id).not.toBe('card');
});

test("with a model, a locked name goes to the model as given and a model's race not kept is put back", async () => {
  // The model writes an elf; the card's human race is locked.
  const model = fakeModel({ pieces: [modelCharacterJson({ race: 'Elf', lastName: 'Other' })] });
  const locks = { ...NO_LOCKS, race: true, lastName: true };
  const base = { current: { ...current, lastName: 'Stone' }, locks };
  const made = await generateCharacter(call(), undefined, base, choice(model));
  expect(model.calls[0]?.prompt).toContain('"lastName":"Stone"');
  expect(made).toMatchObject({ race: 'Human', lastName: 'Stone', firstName: 'Thalion' });
});

test("the game numbers are the app's: a model writing scores of its own does not set them", async () => {
  const model = fakeModel({
    pieces: [modelCharacterJson({ stats: { level: 20, scores: { str: 30 } } })],
  });
  const made = await generateCharacter(
    call(),
    { template: { characterClass: 'Warrior' } },
    { current, locks: NO_LOCKS },
    choice(model, { gameSystem: 'srd5' }),
  );
  expect(made.stats?.level).toBeLessThan(20);
  expect(made.stats?.scores.str).toBeLessThanOrEqual(20);
});

test('a race edit the model fails to write a story for is kept, with the offline story', async () => {
  const model = fakeModel(broken);
  const work = editCharacter({ current, locks: NO_LOCKS }, 'race', 'Dwarf', choice(model))!;
  const result = await work(call());
  expect(result.character.race).toBe('Dwarf');
  expect(result.character.background.content.join(' ')).toContain('dwar');
  expect(result.character.id).not.toBe('card');
  expect(editOutcome(result, choice(model))).toEqual({
    severity: 'error',
    message:
      'Failed to generate data from Ollama API: The stream broke The change is kept, with a story written without the model.',
    text: {
      id: 'edit.storyFailed',
      values: { why: { id: 'error.failed.local', values: { reason: { id: 'error.stream.cut' } } } },
    },
  });
});

test('an edit stopped while the model writes is stopped, not kept', async () => {
  const model = fakeModel({ pieces: [], hang: true });
  const controller = new AbortController();
  const work = editCharacter({ current, locks: NO_LOCKS }, 'race', 'Dwarf', choice(model))!;
  const running = work(call(controller.signal));
  await waitFor(() => expect(model.calls).toHaveLength(1));
  controller.abort();
  await expect(running).rejects.toThrow();
});

test('an edit to the same value is no edit', () => {
  expect(editCharacter({ current, locks: NO_LOCKS }, 'race', 'Human', choice(null))).toBeNull();
});

test('a reroll whose story the model fails to write fails whole', async () => {
  const model = fakeModel(broken);
  await expect(
    rerollCharacter(call(), { current, locks: NO_LOCKS }, 'race', choice(model), false),
  ).rejects.toThrow('The stream broke');
});
