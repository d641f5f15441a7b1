import { render, screen, within } from '@testing-library/react';
import { SAVED_CHARACTER_ROWS } from '@/domain/character-rows';
import { SRD_ATTRIBUTION } from '@/domain/srd5/stat-block';
import { makeCharacter } from '@/testing/fixtures';
import { CharacterSheet } from '../character-sheet';
import { PrintSheets } from '../print-sheets';
import { StatsShownContext } from '../stats-shown';

const mage = makeCharacter({
  id: 'm1',
  race: 'Elf',
  characterClass: 'Mage',
  stats: { level: 1, scores: { str: 8, dex: 12, con: 14, int: 17, wis: 14, cha: 10 } },
});

const sheet = (shown: boolean, character = mage) =>
  render(
    <StatsShownContext.Provider value={shown}>
      <CharacterSheet character={character} rows={SAVED_CHARACTER_ROWS} variant="dialog" />
    </StatsShownContext.Provider>,
  );

test('Read story shows the stat block, its attack and the attribution under a game system', () => {
  sheet(true);
  const block = screen.getByRole('region', { name: 'Stat block' });
  expect(within(block).getByText('INT').nextElementSibling).toHaveTextContent('17 (+3)');
  expect(
    within(block)
      .getByText(/Fire Bolt \(Cantrip\)\./)
      .closest('p'),
  ).toHaveTextContent(
    'Ranged Spell Attack: +5 to hit, range 120 ft., one target. Hit: 5 (1d10) fire damage.',
  );
  expect(within(block).getByText(SRD_ATTRIBUTION)).toBeInTheDocument();
});

test('without a game system, or without numbers, the sheet is as it always was', () => {
  const { unmount } = sheet(false);
  expect(screen.queryByText('Stat block')).not.toBeInTheDocument();
  unmount();
  const { stats: _none, ...plain } = mage;
  sheet(true, plain);
  expect(screen.queryByText('Stat block')).not.toBeInTheDocument();
});

test('the printed sheet carries the stat block and the attribution', () => {
  render(
    <StatsShownContext.Provider value>
      <PrintSheets characters={[mage]} />
    </StatsShownContext.Provider>,
  );
  const printed = document.querySelector('.cg-print-root') as HTMLElement;
  // Hidden on screen (it is for print), so found by its text rather than its role.
  expect(within(printed).getByText('Stat block', { selector: 'h2' })).toBeInTheDocument();
  expect(within(printed).getByText('Armor Class').nextElementSibling).toHaveTextContent('11');
  expect(within(printed).getByText(SRD_ATTRIBUTION)).toBeInTheDocument();
});
