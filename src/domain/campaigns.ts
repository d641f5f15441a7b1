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

/** A character with these campaigns and tags, or itself when they are the same. */
export function refiled(character: Character, campaigns: string[], tags: string[]): Character {
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
  return ids.includes(id) ? character : refiled(character, [...ids, id], character.tags ?? []);
}
