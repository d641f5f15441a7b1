/**
 * The rows At the table in a model's reply: asked for in the same call, read when usable, the
 * rest rolled offline; a new background keeps the character's own rows.
 *
 * @jest-environment node
 */
import type { Character } from '@/domain/character';
import { createRandom } from '@/domain/random';
import { missingTableReadyFields, rollTableReady } from '@/domain/table-ready';
import { makeCharacter, makeTemplate } from '@/testing/fixtures';
import { modelCharacterJson } from '@/testing/streams';
import { clientFromStream } from '../model-client';

const TEMPLATE = makeTemplate({ gender: 'Male', alignment: 'Chaotic Good', age: 120 });

const ROWS = {
  occupation: 'Lantern keeper',
  summary: 'A lantern keeper. Wants the old lighthouse lit again.',
  look: 'Soot on his sleeves.',
  voice: 'Slow and warm.',
  traits: ['Patient', 'Curious', 'Stubborn'],
  ideal: 'Light belongs to everyone.',
  bond: 'His late mentor.',
  flaw: 'Trusts too easily.',
  secret: 'He let the last lighthouse go dark.',
};

/** A client whose model answers `reply` and records the prompts it was sent. */
function clientAnswering(reply: string) {
  const prompts: string[] = [];
  const client = clientFromStream(async function* stream(prompt: string) {
    prompts.push(prompt);
    yield reply;
  });
  return { client, prompts };
}

const generate = (reply: string, language?: string) => {
  const { client, prompts } = clientAnswering(reply);
  const options = { newId: () => 'new', rowsRandom: createRandom(9) };
  return {
    prompts,
    result: client.generateCharacter({ template: TEMPLATE, language }, options),
  };
};

test('the prompt asks for every row in the schema, before the story, in the chosen language', async () => {
  const { prompts, result } = generate(modelCharacterJson(ROWS), 'de');
  await result;
  const prompt = prompts[0] ?? '';
  const at = (key: string) => prompt.indexOf(`"${key}":`);
  for (const key of Object.keys(ROWS)) {
    expect(at(key)).toBeGreaterThan(at('age'));
    expect(at(key)).toBeLessThan(at('background'));
  }
  expect(prompt).toContain('"traits": array of 3 short strings');
  expect(prompt).toContain('at most 25 words');
  expect(prompt).toMatch(
    /occupation, summary, look, voice, traits, ideal, bond, flaw and secret,[^\n]* in German/,
  );
});

test('a reply with every row keeps them as the model wrote them', async () => {
  const { result } = generate(modelCharacterJson(ROWS));
  expect((await result).tableReady).toEqual(ROWS);
});

test('a reply without the rows still makes a character, with every row rolled offline', async () => {
  const character = await generate(modelCharacterJson()).result;
  expect(character.firstName).toBe('Thalion');
  expect(character.tableReady).toBeDefined();
  expect(missingTableReadyFields(character.tableReady!)).toEqual([]);
});

test('unusable rows are rolled offline and the usable ones kept', async () => {
  const reply = modelCharacterJson({
    occupation: 42,
    summary: { text: 'nested' },
    look: '   ',
    traits: 'Brave, brave',
    secret: ['not', 'text'],
    flaw: 'Gambles away his wages.',
  });
  const rows = (await generate(reply).result).tableReady!;
  expect(missingTableReadyFields(rows)).toEqual([]);
  expect(rows.flaw).toBe('Gambles away his wages.');
  expect(rows.traits[0]).toBe('Brave');
  expect(rows.traits).toHaveLength(3);
  expect(rows.occupation).not.toBe('42');
  expect(rows.summary).not.toContain('nested');
});

describe('a new background', () => {
  const base = makeCharacter({ id: 'kept', race: 'Elf', characterClass: 'Mage' });
  const own = rollTableReady(base, createRandom(4));
  const story = modelCharacterJson({ ...ROWS, firstName: base.firstName, lastName: base.lastName });

  const rewrite = async (character: Character) => {
    const { client, prompts } = clientAnswering(story);
    const result = await client.writeBackground(character, undefined, { newId: () => 'x' });
    return { result, prompt: prompts[0] ?? '' };
  };

  test("keeps the character's own rows, which the prompt gives by the schema's names", async () => {
    const { result, prompt } = await rewrite({ ...base, tableReady: own });
    expect(result.tableReady).toEqual(own);
    expect(result.background.title).toBe('The Lantern Keeper');
    expect(prompt).toContain(`"occupation":${JSON.stringify(own.occupation)}`);
    expect(prompt).not.toContain('"tableReady"');
    expect(prompt).toContain('"background":null}');
  });

  test('leaves a character saved before the rows existed without them', async () => {
    const { result } = await rewrite(base);
    expect(result).not.toHaveProperty('tableReady');
  });
});
