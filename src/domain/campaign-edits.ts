/**
 * Making, renaming, deleting and restoring campaigns: each change returns the new list (or why it
 * was refused) as data. Apart from the campaigns' model, so only the screens that edit campaigns
 * download these rules.
 */
import { undoDeleteById, type Deleted } from './deleted-item';
import {
  lengthOf,
  MAX_CAMPAIGN_NAME,
  nameKey,
  tidyName,
  type Campaign,
  type CampaignsChange,
} from './campaigns';
import { localText, type LocalText } from './i18n/text';

/**
 * Why a campaign name cannot be used, or null when it can: it must not be empty, be at most 60
 * characters and differ from every other campaign's (ignoring case and spaces).
 */
export function campaignNameProblem(
  name: string,
  campaigns: readonly Campaign[],
  exceptId?: string,
): string | null {
  const problem = campaignNameProblemText(name, campaigns, exceptId);
  if (!problem) return null;
  if (problem.id === 'campaigns.nameEmpty') return 'Enter a campaign name.';
  if (problem.id === 'campaigns.nameTooLong') {
    return `A campaign name can have at most ${MAX_CAMPAIGN_NAME} characters.`;
  }
  return `There is already a campaign named "${String(problem.values?.name)}".`;
}

/** The same reason, to be said in the interface's language. */
export function campaignNameProblemText(
  name: string,
  campaigns: readonly Campaign[],
  exceptId?: string,
): LocalText | null {
  const tidy = tidyName(name);
  if (!tidy) return localText('campaigns.nameEmpty');
  if (lengthOf(tidy) > MAX_CAMPAIGN_NAME) {
    return localText('campaigns.nameTooLong', { count: MAX_CAMPAIGN_NAME });
  }
  const key = nameKey(tidy);
  const taken = campaigns.find((c) => c.id !== exceptId && nameKey(c.name) === key);
  return taken ? localText('campaigns.nameTaken', { name: taken.name }) : null;
}

/** Adds a campaign at the end of the list. */
export function createCampaign(
  campaigns: readonly Campaign[],
  name: string,
  id: string,
): CampaignsChange {
  const problem = campaignNameProblem(name, campaigns);
  return problem ? { problem } : { campaigns: [...campaigns, { id, name: tidyName(name) }] };
}

/** Renames a campaign in its place; its characters stay in it (they hold its id). */
export function renameCampaign(
  campaigns: readonly Campaign[],
  id: string,
  name: string,
): CampaignsChange {
  const at = campaigns.findIndex((c) => c.id === id);
  const campaign = campaigns[at];
  if (!campaign) return { problem: 'This campaign no longer exists.' };
  const problem = campaignNameProblem(name, campaigns, id);
  if (problem) return { problem };
  return { campaigns: campaigns.with(at, { ...campaign, name: tidyName(name) }) };
}

/**
 * What taking back a deleted campaign needs: the campaign as it was and its place. Its characters
 * keep the campaign's id, which nothing shows while the campaign is gone: so Undo brings the
 * campaign back with every member, in one write.
 */
export type DeletedCampaign = Deleted<Campaign>;

/**
 * Takes a deletion back: the campaign returns to its place, unless one with its id is there
 * again; one made since with the same name keeps it, and the returning one is renamed.
 */
export function undoDeleteCampaign(
  campaigns: readonly Campaign[],
  undo: DeletedCampaign,
): Campaign[] {
  return undoDeleteById(campaigns, undo, (list, name) => freeName(name, list));
}

/** The name, or the name with " (2)", " (3)", … when another campaign has it. */
function freeName(name: string, campaigns: readonly Campaign[]): string {
  const taken = new Set(campaigns.map((c) => nameKey(c.name)));
  if (!taken.has(nameKey(name))) return name;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = [...name].slice(0, MAX_CAMPAIGN_NAME - suffix.length).join('') + suffix;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}
