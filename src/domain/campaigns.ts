/**
 * Campaigns and tags: how a gamemaster files saved characters. A campaign is a name with an id;
 * a character lists the ids of the campaigns it belongs to and its own free tags. Every change
 * returns new values, and deleting a campaign returns what taking it back needs, as data.
 */
import { nameKey, type Character } from './character';
import { isRecord } from './records';

/** A campaign as stored; fields a later version adds are kept as they came. */
export interface Campaign {
  id: string;
  name: string;
}

/** The longest campaign name, in characters as a reader counts them (any script). */
export const MAX_CAMPAIGN_NAME = 60;

/** The `Campaign` filter of My Characters: every character, those in none, or one campaign's. */
export type CampaignFilter = typeof ALL_CAMPAIGNS | typeof NO_CAMPAIGN | string;
export const ALL_CAMPAIGNS = '*all';
export const NO_CAMPAIGN = '*none';

/** A name or tag as written, with the spaces around and between its words tidied. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/gu, ' ');

/** Names and tags are compared as character names are: ignoring case and extra spaces. */
export { nameKey };

/** Counts what a reader sees as characters, so a name in any script gets its full 60. */
export const lengthOf = (text: string): number => [...text].length;

/** The outcome of a change to the campaigns: the new list, or why it was refused. */
export type CampaignsChange = { campaigns: Campaign[] } | { problem: string };

/**
 * Reads a stored list of campaigns: entries without an id or a usable name are left out (and
 * counted), a second entry with a taken id or name is left out too. Other fields are kept.
 * A file's list keeps entries named alike (`sameNames`): Import folds them into one.
 */
export function readCampaigns(
  raw: unknown,
  { sameNames = false } = {},
): { campaigns: Campaign[]; dropped: number } {
  const list = Array.isArray(raw) ? raw : [];
  const campaigns: Campaign[] = [];
  let dropped = 0;
  for (const entry of list) {
    const campaign = readCampaign(entry);
    if (
      !campaign ||
      campaigns.some((c) => c.id === campaign.id) ||
      (!sameNames && nameTaken(campaigns, campaign))
    ) {
      dropped += 1;
    } else {
      campaigns.push(campaign);
    }
  }
  return { campaigns, dropped };
}

const nameTaken = (campaigns: readonly Campaign[], { name }: Campaign) =>
  campaigns.some((c) => nameKey(c.name) === nameKey(name));

function readCampaign(entry: unknown): Campaign | null {
  if (!isRecord(entry) || typeof entry.id !== 'string' || !entry.id) return null;
  if (typeof entry.name !== 'string') return null;
  const name = tidyName(entry.name);
  if (!name || lengthOf(name) > MAX_CAMPAIGN_NAME) return null;
  return { ...entry, id: entry.id, name };
}

/** A stored list of texts (campaign ids, tags), without anything else and without repeats. */
export function readTexts(raw: unknown, key: (text: string) => string = (t) => t): string[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string' || !item.trim()) continue;
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    texts.push(item);
  }
  return texts;
}

/** The ids of the campaigns a character belongs to that still exist, in the campaigns' order. */
export function campaignsOf(character: Character, campaigns: readonly Campaign[]): Campaign[] {
  const ids = new Set(character.campaigns ?? []);
  return campaigns.filter((c) => ids.has(c.id));
}

/** A character with `changes` applied and dated now when anything changed, or itself. */
function changed(character: Character, campaigns: string[], tags: string[]): Character {
  const before = character.campaigns ?? [];
  const beforeTags = character.tags ?? [];
  const same =
    before.length === campaigns.length &&
    before.every((id, i) => id === campaigns[i]) &&
    beforeTags.length === tags.length &&
    beforeTags.every((tag, i) => tag === tags[i]);
  if (same) return character;
  const next: Character = { ...character, campaigns, tags };
  if (campaigns.length === 0) delete next.campaigns;
  if (tags.length === 0) delete next.tags;
  return next;
}

/** The character in one more campaign (once). */
export function addToCampaign(character: Character, id: string): Character {
  const ids = character.campaigns ?? [];
  return ids.includes(id) ? character : changed(character, [...ids, id], character.tags ?? []);
}

/** The character out of a campaign. */
export function removeFromCampaign(character: Character, id: string): Character {
  const ids = (character.campaigns ?? []).filter((c) => c !== id);
  return changed(character, ids, character.tags ?? []);
}

/** The character with one more tag, tidied; a tag it has (ignoring case and spaces) is kept. */
export function addTag(character: Character, tag: string): Character {
  const tidy = tidyName(tag);
  const tags = character.tags ?? [];
  if (!tidy || tags.some((t) => nameKey(t) === nameKey(tidy))) return character;
  return changed(character, character.campaigns ?? [], [...tags, tidy]);
}

/** The character without a tag (ignoring case and spaces). */
export function removeTag(character: Character, tag: string): Character {
  const tags = (character.tags ?? []).filter((t) => nameKey(t) !== nameKey(tag));
  return changed(character, character.campaigns ?? [], tags);
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
