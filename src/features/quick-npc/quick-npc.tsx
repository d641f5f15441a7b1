import { useEffect, useMemo, useState } from 'react';
import { contentCatalog, statRules, type Content } from '@/domain/packs/catalog';
import { CHARACTER_CLASSES, RACES } from '@/domain/character';
import type { PackWords } from '@/domain/npc-words';
import { useContent } from '@/state/content-packs';
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

const loadPackPools = () =>
  import(/* webpackChunkName: "offline-generator" */ '@/domain/packs/pack-pools');

type Numbers = AbilityMethod | 'none';

/** The code an NPC maker needs, by the numbers it gives: a second opening shows its NPC at once. */
interface Code {
  npcs: Awaited<ReturnType<typeof loadNpcs>>;
  rolls: Awaited<ReturnType<typeof loadRolls>> | undefined;
  packs: Awaited<ReturnType<typeof loadPackPools>>;
}
const codes = new Map<Numbers, Code>();

async function loadCode(numbers: Numbers): Promise<Code> {
  const [npcs, rolls, packs] = await Promise.all([
    again(loadNpcs),
    numbers === 'none' ? undefined : again(loadRolls),
    again(loadPackPools),
  ]);
  const code = { npcs, rolls, packs };
  codes.set(numbers, code);
  return code;
}

/**
 * The maker of new NPCs from the packs that are on, with the numbers of the game system chosen
 * (none for `none`); a pack's race or class rolls by the built-in ones it follows.
 */
function makerFor({ npcs, rolls, packs }: Code, numbers: Numbers, content: Content | undefined) {
  const random = defaultRandom;
  const pools = packs.packPools(content);
  const make: MakeNpcs = (constraints, count) =>
    npcs.quickNpcs(constraints, random, count, pools).map((npc) => {
      if (!rolls || numbers === 'none') return npc;
      const [race, characterClass] = [String(npc.race), String(npc.characterClass)];
      const rules = statRules(race, characterClass, pools.catalog);
      return rolls.withStats(npc, rolls.rollStats(characterClass, numbers, random, rules));
    });
  return make;
}

/** The races and classes the packs that are on add, which the words may name. */
function packWords(content: Content | undefined): PackWords | undefined {
  if (!content) return undefined;
  const catalog = contentCatalog(content);
  const own = (names: readonly string[], builtIn: readonly string[]) =>
    names.filter((name) => !builtIn.includes(name));
  return {
    races: own(
      catalog.races.map((r) => r.name),
      RACES,
    ),
    classes: own(
      catalog.classes.map((c) => c.name),
      CHARACTER_CLASSES,
    ),
  };
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
  const content = useContent();
  const code = codes.get(numbers);
  const make = useMemo(() => code && makerFor(code, numbers, content), [code, numbers, content]);
  const packs = useMemo(() => packWords(content), [content]);
  useEffect(() => {
    if (code) return;
    let live = true;
    loadCode(numbers).then(
      () => live && setLoaded((count) => count + 1),
      () => live && onFailed(),
    );
    return () => {
      live = false;
    };
  }, [code, numbers, onFailed]);
  return make ? (
    <QuickNpcDialog open={open} onClose={onClose} makeNpcs={make} packs={packs} />
  ) : null;
}
