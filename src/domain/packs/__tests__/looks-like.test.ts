import { unlisted } from '../../character';
import { defaultPictureOf } from '../../default-pictures';
import { planFace } from '../../face/draw-face';
import { portraitPath } from '../../portrait';
import { contentCatalog, picturedAs } from '../catalog';
import { makeWildsContent } from '@/testing/fixtures';

const catalog = contentCatalog(makeWildsContent('Dwarf'));
const subject = (race: string, characterClass: string) => ({
  race: unlisted(race),
  characterClass: unlisted(characterClass),
  gender: 'Female' as const,
  firstName: 'Rosie',
});

describe('Looks like chooses the picture', () => {
  it('a pack race is pictured as the built-in race it looks like, a class as the one it plays like', () => {
    expect(picturedAs(subject('Halfling', 'Ranger'), catalog)).toMatchObject({
      race: 'Dwarf',
      characterClass: 'Warrior',
      firstName: 'Rosie',
    });
    expect(portraitPath(picturedAs(subject('halfling', 'Mage'), catalog))).toBe(
      '/character-generator/images/dwarf/mage/female1.png',
    );
  });

  it('the drawn face is the built-in race’s face', () => {
    const seed = 1234;
    const halfling = planFace({ ...picturedAs(subject('Halfling', 'Mage'), catalog), seed });
    const dwarf = planFace({ race: 'Dwarf', characterClass: 'Mage', gender: 'Female', seed });
    expect(halfling.race).toBe('dwarf');
    expect(halfling).toEqual(dwarf);
    // Without Looks like, a halfling is drawn as the nearest race by its name would be.
    expect(planFace({ ...subject('Halfling', 'Mage'), seed }).race).toBe('human');
  });

  it('the user’s own picture for the built-in race and class shows for it', () => {
    const map = { 'dwarf/warrior': 'my-dwarf-art' };
    expect(defaultPictureOf(map, picturedAs(subject('Halfling', 'Ranger'), catalog))).toBe(
      'my-dwarf-art',
    );
    expect(defaultPictureOf(map, subject('Halfling', 'Ranger'))).toBeNull();
  });

  it('a race that looks like none, and a pack that is gone, keep the default picture', () => {
    const lizard = subject('Lizardfolk', 'Bard');
    expect(picturedAs(lizard, catalog)).toBe(lizard);
    expect(portraitPath(picturedAs(lizard, catalog))).toBe(
      '/character-generator/images/lizardfolk/bard/female1.png',
    );
    const halfling = subject('Halfling', 'Ranger');
    expect(picturedAs(halfling, contentCatalog())).toBe(halfling);
    expect(picturedAs(halfling, undefined)).toBe(halfling);
  });

  it('built-in values are pictured as themselves, even beside a pack race', () => {
    const human = { race: 'Human', characterClass: 'Warrior' };
    expect(picturedAs(human, catalog)).toBe(human);
    expect(picturedAs({ race: unlisted('Halfling'), characterClass: 'Bard' }, catalog)).toEqual({
      race: 'Dwarf',
      characterClass: 'Bard',
    });
  });
});
