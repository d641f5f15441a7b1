import { htmlToBlocks } from '@/adapters/browser/html-text';
import {
  addToCampaign,
  ALL_CAMPAIGNS,
  NO_CAMPAIGN,
  readCampaigns,
  type Campaign,
} from '../campaigns';
import {
  addTag,
  campaignsOf,
  filterByCampaign,
  removeFromCampaign,
  removeTag,
  tagsInUse,
} from '../campaign-filing';
import {
  campaignNameProblem,
  createCampaign,
  renameCampaign,
  undoDeleteCampaign,
} from '../campaign-edits';
import { buildExport, parseImport } from '../character-export';
import { deleteById } from '../deleted-item';
import {
  mergeImported,
  mergeImportedCampaigns,
  undoImportedCampaigns,
  withCampaignIdsHere,
} from '../import-merge';
import { filterCharacters } from '../library';
import { normaliseStoredCharacter } from '../stored-character';
import type { Character } from '../character';
import { characterMarkdown } from '../character-markdown';
import { makeCharacter } from '@/testing/fixtures';

const newId = () => 'fresh';

/** Makes the campaigns named, with ids c1, c2, …. */
function campaignsNamed(...names: string[]): Campaign[] {
  let list: Campaign[] = [];
  names.forEach((name, i) => {
    const change = createCampaign(list, name, `c${i + 1}`);
    if ('problem' in change) throw new Error(change.problem);
    list = change.campaigns;
  });
  return list;
}

const campaigns = campaignsNamed('Curse of Strahd', 'Waterdeep', 'Tomb of Annihilation');
const ada = makeCharacter({ id: 'ada', firstName: 'Ada' });
const inThree = ['c1', 'c2', 'c3'].reduce(addToCampaign, ada);

describe('campaign names', () => {
  it.each([
    ['', 'Enter a campaign name.'],
    ['   ', 'Enter a campaign name.'],
    ['x'.repeat(61), 'A campaign name can have at most 60 characters.'],
    ['waterdeep', 'There is already a campaign named "Waterdeep".'],
    ['  Curse   of STRAHD ', 'There is already a campaign named "Curse of Strahd".'],
    ['x'.repeat(60), null],
    // Counted as a reader counts: 60 letters of a script outside the basic plane fit.
    ['𐌰'.repeat(60), null],
    ['Морровинд', null],
    ['ドラゴンの巣', null],
  ])('%j gives %j', (name, problem) => {
    expect(campaignNameProblem(name, campaigns)).toBe(problem);
  });

  it('stores a created name trimmed, with single spaces', () => {
    const change = createCampaign([], '  Out of   the Abyss ', 'c9');
    expect(change).toEqual({ campaigns: [{ id: 'c9', name: 'Out of the Abyss' }] });
  });
});

describe('a character in three campaigns', () => {
  it('belongs to each and shows under each filter, and not under No campaign', () => {
    expect(campaignsOf(inThree, campaigns).map((c) => c.name)).toEqual([
      'Curse of Strahd',
      'Waterdeep',
      'Tomb of Annihilation',
    ]);
    for (const id of ['c1', 'c2', 'c3']) {
      expect(filterByCampaign([inThree, ada], id, campaigns)).toEqual([inThree]);
    }
    expect(filterByCampaign([inThree, ada], NO_CAMPAIGN, campaigns)).toEqual([ada]);
    expect(filterByCampaign([inThree, ada], ALL_CAMPAIGNS, campaigns)).toEqual([inThree, ada]);
  });

  it('is in each campaign once, and leaves one without leaving the others', () => {
    expect(addToCampaign(inThree, 'c2')).toBe(inThree);
    expect(removeFromCampaign(inThree, 'c2').campaigns).toEqual(['c1', 'c3']);
    expect(removeFromCampaign(addToCampaign(ada, 'c1'), 'c1')).not.toHaveProperty('campaigns');
  });

  it('stays in a renamed campaign, which keeps its place', () => {
    const change = renameCampaign(campaigns, 'c2', ' Baldur’s Gate ');
    if ('problem' in change) throw new Error(change.problem);
    expect(change.campaigns.map((c) => c.name)).toEqual([
      'Curse of Strahd',
      'Baldur’s Gate',
      'Tomb of Annihilation',
    ]);
    expect(campaignsOf(inThree, change.campaigns).map((c) => c.name)).toContain('Baldur’s Gate');
  });

  it('refuses a rename to another campaign’s name, but not a change of case of its own', () => {
    expect(renameCampaign(campaigns, 'c2', 'curse of strahd')).toEqual({
      problem: 'There is already a campaign named "Curse of Strahd".',
    });
    expect(renameCampaign(campaigns, 'c2', 'WATERDEEP')).toHaveProperty('campaigns');
  });

  it('is kept when a campaign is deleted, and back in it after Undo', () => {
    const deleted = deleteById(campaigns, 'c2');
    if (!deleted) throw new Error('not deleted');
    expect(deleted.list.map((c) => c.id)).toEqual(['c1', 'c3']);
    // Still saved, still in the other two; the deleted campaign shows nowhere.
    expect(campaignsOf(inThree, deleted.list).map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(filterByCampaign([inThree], 'c2', deleted.list)).toEqual([inThree]);
    const undone = undoDeleteCampaign(deleted.list, deleted.undo);
    expect(undone).toEqual(campaigns);
    expect(filterByCampaign([inThree, ada], 'c2', undone)).toEqual([inThree]);
  });

  it('counts as in no campaign once all its campaigns are deleted', () => {
    const only = addToCampaign(ada, 'c2');
    const deleted = deleteById(campaigns, 'c2');
    expect(filterByCampaign([only], NO_CAMPAIGN, deleted?.list ?? [])).toEqual([only]);
  });

  it('renames a campaign coming back by Undo when its name was taken meanwhile', () => {
    const deleted = deleteById(campaigns, 'c2');
    if (!deleted) throw new Error('not deleted');
    const again = createCampaign(deleted.list, 'Waterdeep', 'c4');
    if ('problem' in again) throw new Error(again.problem);
    const undone = undoDeleteCampaign(again.campaigns, deleted.undo);
    expect(undone.map((c) => c.name)).toEqual([
      'Curse of Strahd',
      'Waterdeep (2)',
      'Tomb of Annihilation',
      'Waterdeep',
    ]);
  });
});

describe('tags', () => {
  const tagged = ['Neverwinter', 'villain', '  Zhentarim   Agents '].reduce(addTag, ada);

  it('are tidied and compared ignoring case and extra spaces', () => {
    expect(tagged.tags).toEqual(['Neverwinter', 'villain', 'Zhentarim Agents']);
    expect(addTag(tagged, 'VILLAIN')).toBe(tagged);
    expect(addTag(tagged, ' zhentarim  agents')).toBe(tagged);
    expect(removeTag(tagged, 'NEVERWINTER ').tags).toEqual(['villain', 'Zhentarim Agents']);
    expect(addTag(ada, '   ')).toBe(ada);
  });

  it('in use are suggested once each, in their first spelling, in order', () => {
    const other = addTag(addTag(makeCharacter({ id: 'b' }), 'Villain'), 'Baldur’s Gate');
    expect(tagsInUse([tagged, other])).toEqual([
      'Baldur’s Gate',
      'Neverwinter',
      'villain',
      'Zhentarim Agents',
    ]);
  });

  it('are found by Search characters', () => {
    expect(filterCharacters([tagged, ada], 'zhentarim')).toEqual([tagged]);
  });
});

describe('stored campaigns and memberships', () => {
  it('keeps fields a later version wrote, on campaigns and on characters', () => {
    const { campaigns: read, dropped } = readCampaigns([
      { id: 'c1', name: 'Waterdeep', colour: 'teal' },
      { id: 'c2', name: '' },
      { name: 'No id' },
      { id: 'c3', name: 'waterdeep' },
      'text',
    ]);
    expect(read).toEqual([{ id: 'c1', name: 'Waterdeep', colour: 'teal' }]);
    expect(dropped).toBe(4);
    const character = normaliseStoredCharacter(
      { ...inThree, tags: ['Port', 7, 'port', ' Docks '], pinned: true, campaigns: ['c1', 3] },
      newId,
    );
    expect(character).toMatchObject({ campaigns: ['c1'], tags: ['Port', 'Docks'], pinned: true });
  });
});

describe('import of campaigns', () => {
  const here = campaignsNamed('Waterdeep', 'Curse of Strahd');
  const fromFile: Campaign[] = [
    { id: 'c1', name: 'Waterdeep (renamed elsewhere)' },
    { id: 'other-id', name: ' curse OF strahd' },
    { id: 'c9', name: 'Storm King', colour: 'blue' } as Campaign,
    { id: 'c10', name: 'storm king' },
  ];

  it('matches by id, then by name, and creates the rest once, keeping their fields', () => {
    const merge = mergeImportedCampaigns(here, fromFile);
    expect(merge.campaigns).toEqual([...here, { id: 'c9', name: 'Storm King', colour: 'blue' }]);
    expect(merge.created.map((c) => c.id)).toEqual(['c9']);
    expect([...merge.renamed]).toEqual([
      ['other-id', 'c2'],
      ['c10', 'c9'],
    ]);
    expect(undoImportedCampaigns(merge.campaigns, merge)).toEqual(here);
  });

  it('gives a newer copy its campaigns and tags, read as the campaigns here', () => {
    const saved = { ...addToCampaign(ada, 'c1'), updatedAt: '2026-01-01T00:00:00.000Z' };
    const newer: Character = {
      ...ada,
      campaigns: ['other-id', 'c10'],
      tags: ['villain'],
      updatedAt: '2026-02-01T00:00:00.000Z',
    };
    const file = JSON.stringify(buildExport([newer], [], new Date(), fromFile));
    const parsed = parseImport(file, newId, htmlToBlocks);
    const merge = mergeImportedCampaigns(here, parsed.campaigns);
    const characters = mergeImported(
      [saved],
      withCampaignIdsHere(parsed.characters, merge.renamed),
    ).characters;
    expect(characters[0]).toMatchObject({ campaigns: ['c2', 'c9'], tags: ['villain'] });
    expect(campaignsOf(characters[0] as Character, merge.campaigns).map((c) => c.name)).toEqual([
      'Curse of Strahd',
      'Storm King',
    ]);
  });

  it('keeps the saved campaigns and tags when the file’s copy is older', () => {
    const saved = {
      ...addTag(addToCampaign(ada, 'c1'), 'ally'),
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    const older = { ...ada, tags: ['villain'], updatedAt: '2026-02-01T00:00:00.000Z' };
    expect(mergeImported([saved], [older]).characters).toEqual([saved]);
  });
});

describe('tags travel', () => {
  it('in Copy as text, as a Tags line', () => {
    const tagged = addTag(addTag(ada, 'villain'), 'Neverwinter');
    expect(characterMarkdown(tagged)).toContain('- **Tags:** villain, Neverwinter');
    expect(characterMarkdown(ada)).not.toContain('Tags');
  });
});
