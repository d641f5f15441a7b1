/**
 * @jest-environment node
 */
import { ALIGNMENTS, GENDERS, RACES, type Character, type Gender } from '../character';
import { defaultPools } from '../pools';
import { createRandom } from '../random';
import {
  NO_TEMPLATE_TITLE,
  chooseTemplate,
  fillPlaceholders,
  fitsAge,
  moralAxis,
  storyWeight,
  findCreedLine,
  findTemplateCandidates,
  findTemplateOf,
  placeholderValues,
  renderBackground,
  type BackgroundTemplate,
  type TemplateCombination,
} from '../templates';

const PARAGRAPHS = ['One.', 'Two.', 'Three.', 'Four.'];

/** A template with every field `Any` unless given. */
const template = (id: string, fields: Partial<BackgroundTemplate> = {}): BackgroundTemplate => ({
  id,
  alignment: 'Any',
  characterClass: 'Any',
  gender: 'Any',
  race: 'Any',
  title: id,
  content: PARAGRAPHS,
  ...fields,
});

const exact = template('exact', {
  race: 'Elf',
  characterClass: 'Mage',
  alignment: 'Lawful Good',
  gender: 'Female',
});
const elfMage = template('elf-mage', { race: 'Elf', characterClass: 'Mage' });
const elfMage2 = template('elf-mage-2', { race: 'Elf', characterClass: 'Mage' });
const elfOnly = template('elf', { race: 'Elf' });
const orcMage = template('orc-mage', { race: 'Orc', characterClass: 'Mage' });
const genericFemale = template('generic-female', { gender: 'Female' });
const genericMale = template('generic-male', { gender: 'Male' });
const anything = template('anything');

const combo = (fields: Partial<TemplateCombination> = {}): TemplateCombination => ({
  race: 'Elf',
  characterClass: 'Mage',
  alignment: 'Lawful Good',
  gender: 'Female',
  ...fields,
});

const ids = (templates: readonly BackgroundTemplate[]) => templates.map((t) => t.id);

describe('the background selection chain', () => {
  const all = [exact, elfMage, elfMage2, elfOnly, orcMage, genericFemale, genericMale, anything];

  it('1. takes the templates that match class, alignment, gender and race exactly', () => {
    expect(findTemplateCandidates(all, combo())).toEqual({ step: 'exact', templates: [exact] });
  });

  it('2. otherwise takes the most specific templates whose other fields are Any', () => {
    const chaotic = combo({ alignment: 'Chaotic Evil' });
    expect(findTemplateCandidates(all, chaotic)).toEqual({
      step: 'partial',
      templates: [elfMage, elfMage2],
    });
    // Race alone is less specific than race and class, but still beats the generic ones.
    const warrior = combo({ characterClass: 'Warrior' });
    expect(findTemplateCandidates(all, warrior)).toEqual({ step: 'partial', templates: [elfOnly] });
    // A gender-specific race-and-class template is more specific than a gender-free one.
    const femaleElfMage = template('female-elf-mage', {
      race: 'Elf',
      characterClass: 'Mage',
      gender: 'Female',
    });
    expect(ids(findTemplateCandidates([...all, femaleElfMage], chaotic).templates)).toEqual([
      'female-elf-mage',
    ]);
    expect(
      ids(
        findTemplateCandidates([...all, femaleElfMage], { ...chaotic, gender: 'Male' }).templates,
      ),
    ).toEqual(['elf-mage', 'elf-mage-2']);
  });

  it('3. otherwise takes the generic template for the gender', () => {
    const human = combo({ race: 'Human' });
    expect(findTemplateCandidates(all, human)).toEqual({
      step: 'generic',
      templates: [genericFemale],
    });
    expect(findTemplateCandidates(all, { ...human, gender: 'Male' }).templates).toEqual([
      genericMale,
    ]);
    // With no generic template for the gender, a template for everyone will do.
    expect(findTemplateCandidates(all, { ...human, gender: 'Non-binary' })).toEqual({
      step: 'generic',
      templates: [anything],
    });
  });

  it('4. otherwise has nothing, and the background is "Title" with no content', () => {
    const none = findTemplateCandidates([genericMale, orcMage], combo({ race: 'Human' }));
    expect(none).toEqual({ step: 'none', templates: [] });
    expect(chooseTemplate([genericMale, orcMage], combo({ race: 'Human' }), createRandom(1))).toBe(
      undefined,
    );
    expect(renderBackground(undefined, character())).toEqual({
      title: NO_TEMPLATE_TITLE,
      content: [],
    });
    expect(findTemplateCandidates([], combo()).step).toBe('none');
  });

  it('follows the spec literally when there are only exact and generic templates', () => {
    expect(findTemplateCandidates([exact, genericFemale], combo()).templates).toEqual([exact]);
    expect(
      findTemplateCandidates([exact, genericFemale], combo({ alignment: 'True Neutral' }))
        .templates,
    ).toEqual([genericFemale]);
  });

  it('picks at random among the candidates', () => {
    const picked = new Set(
      Array.from(
        { length: 50 },
        (_, seed) =>
          chooseTemplate(all, combo({ alignment: 'True Neutral' }), createRandom(seed))?.id,
      ),
    );
    expect(picked).toEqual(new Set(['elf-mage', 'elf-mage-2']));
  });

  it('avoids a given template when another fits, and not otherwise', () => {
    const neutral = combo({ alignment: 'True Neutral' });
    for (let seed = 0; seed < 30; seed += 1) {
      expect(chooseTemplate(all, neutral, createRandom(seed), 'elf-mage')?.id).toBe('elf-mage-2');
      expect(chooseTemplate(all, combo(), createRandom(seed), 'exact')?.id).toBe('exact');
    }
  });
});

describe('moral sides', () => {
  it('reads the side from the second half of the alignment, True Neutral as neutral', () => {
    expect(Object.fromEntries(ALIGNMENTS.map((a) => [a, moralAxis(a)]))).toEqual({
      'Lawful Good': 'good',
      'Neutral Good': 'good',
      'Chaotic Good': 'good',
      'Lawful Neutral': 'neutral',
      'True Neutral': 'neutral',
      'Chaotic Neutral': 'neutral',
      'Lawful Evil': 'evil',
      'Neutral Evil': 'evil',
      'Chaotic Evil': 'evil',
    });
  });

  const kind = template('kind', { race: 'Elf', characterClass: 'Mage', axes: ['good'] });
  const grey = template('grey', { race: 'Elf', characterClass: 'Mage', axes: ['good', 'neutral'] });
  const cruel = template('cruel', { race: 'Elf', characterClass: 'Mage', axes: ['evil'] });
  const unmarked = template('unmarked', { race: 'Elf', characterClass: 'Mage' });
  const stories = [kind, grey, cruel, unmarked];

  it.each([
    ['Chaotic Good', ['kind', 'grey', 'unmarked']],
    ['True Neutral', ['grey', 'unmarked']],
    ['Lawful Evil', ['cruel', 'unmarked']],
  ] as const)('offers a %s character only the stories that carry its side', (alignment, want) => {
    expect(ids(findTemplateCandidates(stories, combo({ alignment })).templates)).toEqual(want);
  });

  it('falls back to the generic template when no story of the pair carries the side', () => {
    const found = findTemplateCandidates(
      [kind, genericFemale],
      combo({ alignment: 'Neutral Evil', gender: 'Female' }),
    );
    expect(found).toEqual({ step: 'generic', templates: [genericFemale] });
  });

  it('weighs a story by one over the number of sides it carries (unmarked: all three)', () => {
    expect([kind, grey, unmarked].map(storyWeight)).toEqual([1, 1 / 2, 1 / 3]);
  });

  it('picks a one-sided story about twice as often as a two-sided one', () => {
    const random = createRandom(99);
    const counts = { kind: 0, grey: 0 };
    for (let i = 0; i < 3000; i += 1) {
      const id = chooseTemplate([kind, grey], combo({ alignment: 'Lawful Good' }), random)?.id;
      counts[id as 'kind' | 'grey'] += 1;
    }
    expect(counts.kind / counts.grey).toBeGreaterThan(1.8);
    expect(counts.kind / counts.grey).toBeLessThan(2.2);
  });
});

function character(fields: Partial<Character> = {}): Character {
  return {
    id: 'c1',
    firstName: 'Aldric',
    lastName: 'Ashdown',
    epithet: 'The Iron Hand',
    race: 'Elf',
    characterClass: 'Mage',
    gender: 'Male',
    alignment: 'Lawful Good',
    age: 120,
    background: { title: '', content: [] },
    ...fields,
  };
}

describe('placeholders', () => {
  const text =
    '{{They}} {{was}} {{aRace}} {{class}} called {{firstName}} {{lastName}}, {{theEpithet}}. ' +
    '{{They}} keep{{s}} {{their}} word, reach{{es}} far, carr{{ies}} a staff and {{has}} a friend who trusts {{them}}. ' +
    'The staff is {{theirs}}; {{they}} made it {{themself}}. {{They}} {{is}} proud, {{does}}n’t boast and {{was}}n’t idle.';

  it.each<[Gender, string]>([
    [
      'Male',
      'He was an elf mage called Aldric Ashdown, the Iron Hand. He keeps his word, reaches far, carries a staff and has a friend who trusts him. The staff is his; he made it himself. He is proud, doesn’t boast and wasn’t idle.',
    ],
    [
      'Female',
      'She was an elf mage called Aldric Ashdown, the Iron Hand. She keeps her word, reaches far, carries a staff and has a friend who trusts her. The staff is hers; she made it herself. She is proud, doesn’t boast and wasn’t idle.',
    ],
    [
      'Non-binary',
      'They were an elf mage called Aldric Ashdown, the Iron Hand. They keep their word, reach far, carry a staff and have a friend who trusts them. The staff is theirs; they made it themself. They are proud, don’t boast and weren’t idle.',
    ],
  ])('give %s pronouns and verbs that agree with them', (gender, expected) => {
    expect(fillPlaceholders(text, placeholderValues(character({ gender })))).toBe(expected);
  });

  it('name the race and class with the right article and forms', () => {
    const fill = (c: Partial<Character>) =>
      fillPlaceholders(
        '{{aRace}}/{{race}}/{{races}}/{{raceAdj}}/{{Race}}/{{aClass}}/{{classes}}/{{Class}}/{{alignment}}',
        placeholderValues(character(c)),
      );
    expect(fill({ race: 'Orc', characterClass: 'Warrior', alignment: 'True Neutral' })).toBe(
      'an orc/orc/orcs/orcish/Orc/a warrior/warriors/Warrior/true neutral',
    );
    expect(fill({ race: 'Dwarf', characterClass: 'Rogue' })).toBe(
      'a dwarf/dwarf/dwarves/dwarven/Dwarf/a rogue/rogues/Rogue/lawful good',
    );
    expect(fill({ race: 'Human', characterClass: 'Cleric' })).toBe(
      'a human/human/humans/human/Human/a cleric/clerics/Cleric/lawful good',
    );
  });

  it('keep the epithet as written, and lower-case its "The" mid-sentence', () => {
    const values = placeholderValues(character());
    expect(fillPlaceholders('{{epithet}} | {{theEpithet}}', values)).toBe(
      'The Iron Hand | the Iron Hand',
    );
  });

  it('leave unknown placeholders alone so the data test can find them', () => {
    expect(fillPlaceholders('{{nope}} {{firstName}}', placeholderValues(character()))).toBe(
      '{{nope}} Aldric',
    );
  });

  it('fill placeholders inside the creed line too', () => {
    const values = placeholderValues(character({ gender: 'Female' }), '{{They}} keep{{s}} faith.');
    expect(fillPlaceholders('Done. {{creed}}', values)).toBe('Done. She keeps faith.');
  });

  it('do not treat a name that looks like a placeholder as one', () => {
    const values = placeholderValues(character({ firstName: '{{they}}' }));
    expect(fillPlaceholders('{{firstName}} left', values)).toBe('{{they}} left');
  });
});

describe('renderBackground', () => {
  const t = template('t', {
    title: 'The Tale of {{firstName}}',
    content: ['{{firstName}} began.', '{{They}} went on.', 'Then more.', 'The end. {{creed}}'],
  });

  it('fills title and paragraphs and remembers the template', () => {
    expect(renderBackground(t, character({ gender: 'Female' }), '{{They}} smile{{s}}.')).toEqual({
      title: 'The Tale of Aldric',
      content: ['Aldric began.', 'She went on.', 'Then more.', 'The end. She smiles.'],
      templateId: 't',
    });
  });

  it('leaves no dangling space when there is no creed line', () => {
    expect(renderBackground(t, character()).content[3]).toBe('The end.');
  });

  it('remembers a template without an id by its title', () => {
    const { id: _id, ...noId } = t;
    expect(renderBackground(noId, character()).templateId).toBe('The Tale of {{firstName}}');
  });
});

describe('finding what a background was made from', () => {
  const a = template('a', { title: 'Tale A', race: 'Elf', characterClass: 'Mage' });
  const b = template('b', { title: 'Tale B', race: 'Elf', characterClass: 'Mage' });
  const orc = template('orc', { title: 'Tale A', race: 'Orc' });

  it('finds the template by its remembered id', () => {
    const c = character();
    expect(findTemplateOf(renderBackground(b, c), c, [a, b])).toBe(b);
  });

  it('finds it by title and first paragraph when the id was lost, among templates that fit', () => {
    const lost = (t: BackgroundTemplate, c: Character) => {
      const { templateId: _id, ...background } = renderBackground(t, c);
      return background;
    };
    const elf = character();
    const orcish = character({ race: 'Orc' });
    expect(findTemplateOf(lost(a, elf), elf, [orc, a, b])).toBe(a);
    expect(findTemplateOf(lost(orc, orcish), orcish, [a, orc])).toBe(orc);
  });

  it('finds nothing for a background a model wrote, even under a template’s title', () => {
    expect(findTemplateOf({ title: 'A Life', content: ['x'] }, character(), [a, b])).toBe(
      undefined,
    );
    expect(findTemplateOf({ title: 'Tale A', content: ['x'] }, character(), [a, b])).toBe(
      undefined,
    );
  });

  it('finds the creed line a background holds', () => {
    const creeds = { 'Lawful Good': ['{{They}} keep{{s}} faith.', '{{They}} never lie{{s}}.'] };
    const c = character({ gender: 'Non-binary' });
    const withCreed = { ...a, content: [...PARAGRAPHS.slice(0, 3), 'Four. {{creed}}'] };
    const background = renderBackground(withCreed, c, '{{They}} never lie{{s}}.');
    expect(background.content[3]).toContain('They never lie.');
    expect(findCreedLine(background, c, creeds)).toBe('{{They}} never lie{{s}}.');
    expect(findCreedLine(renderBackground(withCreed, c), c, creeds)).toBe(undefined);
  });
});

describe('the age a story needs', () => {
  const veteran = template('veteran', { race: 'Human', characterClass: 'Warrior', minAge: 22 });
  const young = template('young', { race: 'Human', characterClass: 'Warrior' });
  const warrior = combo({ race: 'Human', characterClass: 'Warrior', gender: 'Male' });

  it('fits from its minimum age on, and at any age when it names none or the age is unknown', () => {
    expect([21, 22, 80].map((age) => fitsAge(veteran, age))).toEqual([false, true, true]);
    expect(fitsAge(veteran, null)).toBe(true);
    expect(fitsAge(veteran, undefined)).toBe(true);
    expect(fitsAge(young, 15)).toBe(true);
  });

  it('is left out for a younger character, who gets the stories that fit', () => {
    const ids = (age: number) =>
      findTemplateCandidates([veteran, young], { ...warrior, age }).templates.map((t) => t.id);
    expect(ids(21)).toEqual(['young']);
    expect(ids(22)).toEqual(['veteran', 'young']);
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(
        chooseTemplate([veteran, young], { ...warrior, age: 15 }, createRandom(seed))?.id,
      ).toBe('young');
    }
  });

  it('never goes to a character of any race younger than a shipped story’s age', () => {
    const given: string[] = [];
    const marked = defaultPools.templates.filter((t) => t.minAge !== undefined);
    expect(marked.length).toBeGreaterThan(0);
    for (const t of marked) {
      for (const race of RACES) {
        for (const alignment of ALIGNMENTS) {
          for (const gender of GENDERS) {
            const younger = {
              race,
              characterClass: t.characterClass === 'Any' ? 'Warrior' : t.characterClass,
              alignment,
              gender,
              age: t.minAge! - 1,
            } as TemplateCombination;
            const { templates } = findTemplateCandidates(defaultPools.templates, younger);
            if (templates.includes(t)) given.push(`${t.id} at ${younger.age} (${race})`);
          }
        }
      }
      // At its own age, a character of its race and side can get it.
      const side = t.axes?.[0] ?? 'neutral';
      const alignment = ALIGNMENTS.find((a) => moralAxis(a) === side)!;
      const ofAge = {
        race: t.race,
        characterClass: t.characterClass,
        alignment,
        gender: 'Female',
        age: t.minAge,
      } as TemplateCombination;
      expect(findTemplateCandidates(defaultPools.templates, ofAge).templates).toContain(t);
    }
    expect(given).toEqual([]);
  });
});
