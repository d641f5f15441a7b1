import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AlertManagerProvider, useAlert } from '../alerts';
import { CampaignsProvider, useCampaigns } from '../campaigns';
import { useCampaignEdits } from '../campaign-edits';
import { CharactersProvider, useCharacters } from '../characters';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';

function setUp(storage: MemoryStorage) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AlertManagerProvider>
      <CampaignsProvider storage={storage}>
        <CharactersProvider storage={storage}>{children}</CharactersProvider>
      </CampaignsProvider>
    </AlertManagerProvider>
  );
  return renderHook(
    () => ({
      ...useCampaigns(),
      ...useCampaignEdits(),
      ...useCharacters(),
      alerts: useAlert().alerts,
    }),
    { wrapper },
  );
}

test('a new character is saved into the current campaign, which is remembered', () => {
  const storage = new MemoryStorage();
  const { result } = setUp(storage);
  act(() => void result.current.createCampaign('Waterdeep'));
  const id = result.current.campaigns[0]?.id ?? '';
  act(() => result.current.setCurrentCampaign(id));
  act(() => void result.current.saveCharacter(makeCharacter({ id: 'ada' })));
  expect(result.current.characters[0]?.campaigns).toEqual([id]);
  expect(storage.getItem('currentCampaign')).toBe(id);
  // Another visit finds both as they were.
  const again = setUp(storage);
  expect(again.result.current.currentCampaign).toBe(id);
  expect(again.result.current.campaigns.map((c) => c.name)).toEqual(['Waterdeep']);
});

test('a full storage refuses a new campaign with a clear message and loses nothing', () => {
  const storage = new MemoryStorage({ campaigns: JSON.stringify([{ id: 'c1', name: 'Kept' }]) });
  const { result } = setUp(storage);
  storage.failWrites = true;
  let problem: string | null = null;
  act(() => {
    problem = result.current.createCampaign('Lost Mines');
  });
  expect(problem).toBe('Could not create the campaign: browser storage is full.');
  expect(result.current.campaigns.map((c) => c.name)).toEqual(['Kept']);
  expect(result.current.alerts.map((a) => a.message).join(' ')).toMatch(/browser storage is full/);
  expect(storage.getItem('campaigns')).toBe(JSON.stringify([{ id: 'c1', name: 'Kept' }]));
});

test('a corrupt list of campaigns is set aside and said, and the app starts without them', () => {
  const storage = new MemoryStorage({ campaigns: '{not json' });
  const { result } = setUp(storage);
  expect(result.current.campaigns).toEqual([]);
  expect(result.current.alerts[0]?.message).toMatch(
    /The stored list of campaigns read "\{not json", which is not a list, so there are no campaigns\. What was stored is kept in browser storage as/,
  );
  expect(storage.keysStartingWith('campaigns').length).toBeGreaterThan(0);
});

test('Delete campaign, then Undo, as the store keeps them', () => {
  const storage = new MemoryStorage({
    campaigns: JSON.stringify([
      { id: 'c1', name: 'One', colour: 'red' },
      { id: 'c2', name: 'Two' },
    ]),
  });
  const { result } = setUp(storage);
  let undo: ReturnType<typeof result.current.deleteCampaign> = null;
  act(() => {
    undo = result.current.deleteCampaign('c1');
  });
  expect(result.current.campaigns.map((c) => c.id)).toEqual(['c2']);
  act(() => void (undo && result.current.undoDeleteCampaign(undo)));
  expect(JSON.parse(storage.getItem('campaigns') ?? '')).toEqual([
    { id: 'c1', name: 'One', colour: 'red' },
    { id: 'c2', name: 'Two' },
  ]);
});
