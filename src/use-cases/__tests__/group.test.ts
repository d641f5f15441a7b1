import type { Character } from '@/domain/character';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { NO_LOCKS } from '@/domain/locks';
import { createRandom } from '@/domain/random';
import { ModelStreamError } from '@/domain/model-errors';
import { fakeModel } from '@/testing/fake-model';
import { makeCharacter } from '@/testing/fixtures';
import { modelCharacterJson } from '@/testing/streams';
import { generateGroup, mergeWrittenMember, type GroupShown } from '../group';

const tag = { id: 'g1', name: "Ann Smith's tavern" };
const ann = makeCharacter({ id: 'a', firstName: 'Ann', lastName: 'Smith', group: tag });
const bo = makeCharacter({ id: 'b', firstName: 'Bo', lastName: 'Reed', group: tag });
const shown: GroupShown = { group: tag, members: [ann, bo] };
// Renames a story by marking it, so a test can see that it was renamed.
const rename = (background: Character['background']) => ({ ...background, title: 'renamed' });

test("a member the model wrote takes the model's name and story and keeps the app's values", () => {
  const written = makeCharacter({
    id: 'model-id',
    firstName: 'Cara',
    lastName: 'Vell',
    tableReady: undefined,
  });
  const merged = mergeWrittenMember(shown, ann, written, { others: ['Bo Reed'], rename });
  const member = merged.members[0]!;
  expect(member).toMatchObject({ id: 'a', firstName: 'Cara', lastName: 'Vell' });
  expect(member.background.title).not.toBe('renamed');
  // The group named after the member takes the new name, on every member.
  expect(merged.group.name).toBe("Cara Vell's tavern");
  expect(merged.members.map((m) => m.group?.name)).toEqual([
    "Cara Vell's tavern",
    "Cara Vell's tavern",
  ]);
});

test('a written name another has already, however it is spaced or cased, is not taken', () => {
  const written = makeCharacter({ id: 'x', firstName: 'bo', lastName: 'REED' });
  for (const other of ['Bo Reed', 'Bo  Reed', ' bo reed ']) {
    const merged = mergeWrittenMember(shown, ann, written, { others: [other], rename });
    expect(merged.members[0]).toMatchObject({ id: 'a', firstName: 'Ann', lastName: 'Smith' });
    expect(merged.members[0]!.background.title).toBe('renamed');
  }
});

test('a member stopped while the model writes: the members written so far are kept', async () => {
  const model = fakeModel({ pieces: [modelCharacterJson()] });
  const controller = new AbortController();
  const { members, outcomes } = await generateGroup(
    { size: 3, kind: 'Party', current: ann, locks: NO_LOCKS, taken: [] },
    { provider: 'local', settings: DEFAULT_SETTINGS, random: createRandom(4) },
    {
      signal: controller.signal,
      show: () => {},
      writing: (w) => {
        // The second member's call starts: the first one is written; stop now.
        if (w.at === 2) controller.abort();
      },
      createModelClient: model.createModelClient,
    },
  );
  expect(members).toHaveLength(3);
  expect(members[0]!.firstName).toBe('Thalion');
  expect(outcomes).toEqual([
    {
      severity: 'info',
      message: 'Group stopped: the members written so far are kept.',
      text: { id: 'group.stopped' },
    },
  ]);
});

test('a member the model fails on stays as rolled, said in a warning; the group is generated', async () => {
  const model = fakeModel({ error: new ModelStreamError('The stream broke', 'incomplete') });
  const { members, outcomes } = await generateGroup(
    { size: 2, kind: 'Party', current: ann, locks: NO_LOCKS, taken: [] },
    { provider: 'local', settings: DEFAULT_SETTINGS, random: createRandom(4) },
    {
      signal: new AbortController().signal,
      show: () => {},
      writing: () => {},
      createModelClient: model.createModelClient,
    },
  );
  expect(members).toHaveLength(2);
  expect(outcomes.map((o) => o.severity)).toEqual(['warning', 'success']);
  expect(outcomes[0]!.message).toMatch(
    /^Not written by the model, kept as rolled offline: .+ \(Failed to generate data from Ollama API: The stream broke\); /,
  );
  expect(outcomes[1]!.message).toBe('Group of 2 generated');
});
