/**
 * A character's campaigns and tags as Read story changes them, and the `Campaign` filter of My
 * Characters: only the screens that show them download these.
 */
import type { Character } from './character';
import {
  ALL_CAMPAIGNS,
  nameKey,
  NO_CAMPAIGN,
  refiled,
  tidyName,
  type Campaign,
  type CampaignFilter,
} from './campaigns';

/** The ids of the campaigns a character belongs to that still exist, in the campaigns' order. */
export function campaignsOf(character: Character, campaigns: readonly Campaign[]): Campaign[] {
  const ids = new Set(character.campaigns ?? []);
  return campaigns.filter((c) => ids.has(c.id));
}

/** The character out of a campaign. */
export function removeFromCampaign(character: Character, id: string): Character {
  const ids = (character.campaigns ?? []).filter((c) => c !== id);
  return refiled(character, ids, character.tags ?? []);
}

/** The character with one more tag, tidied; a tag it has (ignoring case and spaces) is kept. */
export function addTag(character: Character, tag: string): Character {
  const tidy = tidyName(tag);
  const tags = character.tags ?? [];
  if (!tidy || tags.some((t) => nameKey(t) === nameKey(tidy))) return character;
  return refiled(character, character.campaigns ?? [], [...tags, tidy]);
}

/** The character without a tag (ignoring case and spaces). */
export function removeTag(character: Character, tag: string): Character {
  const tags = (character.tags ?? []).filter((t) => nameKey(t) !== nameKey(tag));
  return refiled(character, character.campaigns ?? [], tags);
}

/** Every tag in use, each once in its first spelling, in alphabetical order: what the field suggests. */
export function tagsInUse(characters: readonly Character[]): string[] {
  const byKey = new Map<string, string>();
  for (const character of characters) {
    for (const tag of character.tags ?? []) {
      const key = nameKey(tag);
      if (!byKey.has(key)) byKey.set(key, tag);
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * The characters the `Campaign` filter shows: all, those in no campaign that exists, or one
 * campaign's members. A filter naming a campaign that is gone shows all.
 */
export function filterByCampaign<T extends Character>(
  characters: readonly T[],
  filter: CampaignFilter,
  campaigns: readonly Campaign[],
): readonly T[] {
  if (filter === ALL_CAMPAIGNS) return characters;
  const known = new Set(campaigns.map((c) => c.id));
  if (filter === NO_CAMPAIGN) {
    return characters.filter((c) => !(c.campaigns ?? []).some((id) => known.has(id)));
  }
  if (!known.has(filter)) return characters;
  return characters.filter((c) => c.campaigns?.includes(filter));
}

/** The filter as it applies now: one naming a campaign that is gone reads as all campaigns. */
export const filterInEffect = (
  filter: CampaignFilter,
  campaigns: readonly Campaign[],
): CampaignFilter =>
  filter === ALL_CAMPAIGNS || filter === NO_CAMPAIGN || campaigns.some((c) => c.id === filter)
    ? filter
    : ALL_CAMPAIGNS;
