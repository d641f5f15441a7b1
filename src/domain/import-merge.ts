/**
 * How Import folds a file's characters into the saved ones: the copy changed last wins, so notes
 * written on one device arrive on another.
 */
import type { Character } from './character';
import { nameKey, type Campaign } from './campaigns';

/** When a copy last changed, in ms; a copy with no (readable) time is the oldest. */
const changedAt = (character: Character): number => {
  const time = character.updatedAt ? Date.parse(character.updatedAt) : NaN;
  return Number.isFinite(time) ? time : -Infinity;
};

/** The saved list after an import, what each imported character did, and how to take it back. */
export interface ImportMerge {
  characters: Character[];
  /** Ids of the characters the file added, at the end of the list. */
  added: string[];
  /** The saved copies the file's newer ones replaced, as they were. */
  replaced: Character[];
  /** Characters the file holds in the same or an older copy. */
  unchanged: number;
}

/**
 * Merges imported characters into the saved list: one with a new id is added at the end; one
 * already saved replaces the saved copy in its place when the file's copy changed later, and is
 * skipped when it is older or the same.
 */
export function mergeImported(
  saved: readonly Character[],
  imported: readonly Character[],
): ImportMerge {
  const characters = saved.slice();
  const at = new Map(saved.map((c, index) => [c.id, index]));
  const merge: ImportMerge = { characters, added: [], replaced: [], unchanged: 0 };
  for (const character of imported) {
    const index = at.get(character.id);
    const current = index === undefined ? undefined : characters[index];
    if (index === undefined || !current) {
      at.set(character.id, characters.push(character) - 1);
      merge.added.push(character.id);
    } else if (changedAt(character) > changedAt(current)) {
      characters[index] = character;
      merge.replaced.push(current);
    } else {
      merge.unchanged += 1;
    }
  }
  return merge;
}

/**
 * Takes an import back from the list as it is now: the characters it added leave, the copies it
 * replaced come back in their places; whatever else changed since stays.
 */
export function undoImport(current: readonly Character[], merge: ImportMerge): Character[] {
  const added = new Set(merge.added);
  const before = new Map(merge.replaced.map((c) => [c.id, c]));
  return current.filter((c) => !added.has(c.id)).map((c) => before.get(c.id) ?? c);
}

/** How a file's campaigns fold into the ones here, and how its characters' ids are read. */
export interface CampaignsMerge {
  campaigns: Campaign[];
  /** The campaigns the file brought that did not exist here, at the end of the list. */
  created: Campaign[];
  /** Each file campaign id that stands for another id here (matched by name). */
  renamed: Map<string, string>;
}

/**
 * Folds a file's campaigns into the ones here: one is matched by id, then by name (ignoring
 * case and spaces); one matched by neither is created, once. Fields the file's copy carries
 * that this version does not know travel with it.
 */
export function mergeImportedCampaigns(
  here: readonly Campaign[],
  fromFile: readonly Campaign[],
): CampaignsMerge {
  const campaigns = here.slice();
  const merge: CampaignsMerge = { campaigns, created: [], renamed: new Map() };
  for (const campaign of fromFile) {
    if (campaigns.some((c) => c.id === campaign.id)) continue;
    const sameName = campaigns.find((c) => nameKey(c.name) === nameKey(campaign.name));
    if (sameName) {
      merge.renamed.set(campaign.id, sameName.id);
      continue;
    }
    campaigns.push(campaign);
    merge.created.push(campaign);
  }
  return merge;
}

/** A file's characters with the campaign ids that stand for others here read as those. */
export function withCampaignIdsHere(
  characters: readonly Character[],
  renamed: ReadonlyMap<string, string>,
): Character[] {
  if (renamed.size === 0) return characters.slice();
  return characters.map((character) => {
    if (!character.campaigns?.some((id) => renamed.has(id))) return character;
    const ids = [...new Set(character.campaigns.map((id) => renamed.get(id) ?? id))];
    return { ...character, campaigns: ids };
  });
}

/** Takes back the campaigns an import created, unless they were renamed since. */
export function undoImportedCampaigns(
  current: readonly Campaign[],
  merge: Pick<CampaignsMerge, 'created'>,
): Campaign[] {
  const created = new Set(merge.created);
  return current.filter((c) => !created.has(c));
}
