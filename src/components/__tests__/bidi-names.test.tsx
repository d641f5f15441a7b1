import { render, screen } from '@testing-library/react';
import { RelationshipsRow } from '../relationships-row';
import { CharacterSheet } from '../character-sheet';
import { makeCharacter } from '@/testing/fixtures';

// U+202E starts right-to-left override and nothing ends it: outside an isolate it turns every
// later letter of the line around, the next name included.
const OVERRIDE = '\u202E';

/** The closest element isolating `text`'s own element from what follows it on the line. */
const isolating = (text: string) => screen.getByText(text).closest('bdi');

test('each related name is isolated, so a direction override in one leaves the next as written', () => {
  render(
    <RelationshipsRow
      relationships={[
        { kind: 'rival of', id: 'a', name: `${OVERRIDE}Ann Bell` },
        { kind: 'friend of', id: 'b', name: 'Tam Reed' },
      ]}
      openerFor={(id) => (id === 'a' ? () => {} : null)}
    />,
  );
  expect(isolating(`${OVERRIDE}Ann Bell`)).not.toBeNull();
  expect(isolating('Tam Reed')).not.toBeNull();
  // The kinds stay outside the isolates.
  expect(isolating('Tam Reed')?.textContent).toBe('Tam Reed');
});

test('the name heading of a printed sheet is isolated', () => {
  render(
    <CharacterSheet
      character={makeCharacter({ firstName: `${OVERRIDE}Ann` })}
      rows={[]}
      variant="print"
    />,
  );
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading.querySelector('bdi')?.textContent).toBe(heading.textContent);
});
