import { useMemo } from 'react';
import type { Character } from '@/domain/character';
import { CharacterPrint } from '@/components/character-print';
import { CharacterShareActions } from '@/components/character-share-actions';
import { useCharacterTransfer } from '@/state/character-transfer';

/** Share, Copy as text and Print for the character on the card, and its printed sheet. */
export function CardTransferActions({
  character,
  disabled,
}: {
  character: Character;
  disabled: boolean;
}) {
  const { actions, printing } = useCharacterTransfer();
  // The browser's own print shows this character's sheet too, not the screen.
  const shown = useMemo(() => [character], [character]);
  return (
    <>
      <CharacterShareActions character={character} handlers={actions} disabled={disabled} />
      <CharacterPrint {...printing} browserPrint={shown} />
    </>
  );
}
