import { useEffect, useState } from 'react';
import { defaultRandom } from '@/domain/random';
import type { AbilityMethod } from '@/domain/srd5/abilities';
import { useSettings } from '@/state/settings';
import { QuickNpcDialog, type MakeNpcs } from './quick-npc-dialog';

// The NPC maker is part of the offline generator's code (the app frame starts its download with
// this file's); the numbers' code comes only with a game system chosen.
const loadNpcs = () => import(/* webpackChunkName: "offline-generator" */ '@/domain/quick-npc');
const loadRolls = () => import(/* webpackChunkName: "stat-block" */ '@/domain/srd5/rolls');
// One more try before giving up: a phone's connection drops.
const again = <T,>(load: () => Promise<T>) => load().catch(load);

type Numbers = AbilityMethod | 'none';

/** The makers loaded, by the numbers they give: a second opening shows its NPC at once. */
const makers = new Map<Numbers, MakeNpcs>();

/** The maker of new NPCs, with the numbers of the game system chosen (none for `none`). */
async function loadMaker(numbers: Numbers): Promise<MakeNpcs> {
  const [npcs, rolls] = await Promise.all([
    again(loadNpcs),
    numbers === 'none' ? undefined : again(loadRolls),
  ]);
  const random = defaultRandom;
  const make: MakeNpcs = (constraints, count) =>
    npcs
      .quickNpcs(constraints, random, count)
      .map((npc) =>
        rolls && numbers !== 'none'
          ? rolls.withStats(npc, rolls.rollStats(npc.characterClass, numbers, random))
          : npc,
      );
  makers.set(numbers, make);
  return make;
}

interface QuickNpcProps {
  open: boolean;
  onClose: () => void;
  /** Its code could not be downloaded: the frame says so. */
  onFailed: () => void;
}

/**
 * Quick NPC once the NPC maker for the chosen game system has loaded: until then nothing shows
 * (a moment, the first time).
 */
export function QuickNpc({ open, onClose, onFailed }: QuickNpcProps) {
  const { settings } = useSettings();
  // The maker goes with the game system and score method it was made for.
  const numbers: Numbers = settings.gameSystem === 'none' ? 'none' : settings.abilityScoreMethod;
  const [, setLoaded] = useState(0);
  const make = makers.get(numbers);
  useEffect(() => {
    if (make) return;
    let live = true;
    loadMaker(numbers).then(
      () => live && setLoaded((count) => count + 1),
      () => live && onFailed(),
    );
    return () => {
      live = false;
    };
  }, [make, numbers, onFailed]);
  return make ? <QuickNpcDialog open={open} onClose={onClose} makeNpcs={make} /> : null;
}
