/**
 * The transfer actions of My Characters and of a character's card, bound to the saved library
 * and the settings that shape them. Each returns its outcome as data; the screen says it.
 */
import type { Character } from '@/domain/character';
import type { Campaign } from '@/domain/campaigns';
import type { ContentPack } from '@/domain/packs/pack';
import type { ExportFormat } from '@/domain/formats/export-files';
import type { Outcome } from './outcome';
import {
  copyCharacter,
  copyCharacters,
  copyStatBlock,
  exportAs,
  exportLibrary,
  importFile,
  shareCharacter,
  type CampaignScope,
  type ImportStores,
} from './transfer';

/** How the files and texts are written: the game system, campaigns and pictures. */
export interface TransferSettings {
  /** A game system is chosen: texts and files carry the numbers. */
  with5e: boolean;
  campaigns: readonly Campaign[];
  foundryPortraitFolder: string;
  /** The user's pictures for a race and class, by their key. */
  defaultPictures: Readonly<Record<string, string>>;
}

/** What is saved, as Backup and Export read it. */
export interface SavedLibrary {
  characters: readonly Character[];
  readAllHistory: () => Character[];
  packs?: readonly ContentPack[] | undefined;
}

type Done = Promise<Outcome | null>;

/**
 * Share, Copy as text, Export to Foundry and (with a game system) Copy stat block. `origin` gives
 * the page's address a link starts with, read when a link is made (none while the page is being
 * built).
 */
export function cardTransfer(settings: TransferSettings, origin: () => string) {
  const { with5e, campaigns, foundryPortraitFolder, defaultPictures } = settings;
  return {
    share: (character: Character, options?: { includeSecret?: boolean }): Done =>
      shareCharacter(character, origin(), { ...options, campaigns }),
    copyAsText: (character: Character): Done => copyCharacter(character, with5e),
    exportToFoundry: (character: Character): Done =>
      exportAs('foundry', [character], with5e, { foundryPortraitFolder, defaultPictures }),
    copyStatBlock: with5e ? (character: Character): Done => copyStatBlock(character) : undefined,
  };
}

/**
 * Backup, Copy all, Export as and Import of My Characters, or with a campaign chosen, of the
 * campaign's characters.
 */
export function libraryTransfer(
  settings: TransferSettings,
  library: SavedLibrary,
  stores: ImportStores,
) {
  const { with5e, campaigns, foundryPortraitFolder, defaultPictures } = settings;
  return {
    exportAll: (scope?: CampaignScope, options?: { portraits: boolean }): Done =>
      exportLibrary({ ...library, campaigns }, scope, {
        portraits: options?.portraits ?? false,
        defaultPictures,
      }),
    copyAll: (shown: readonly Character[], scope?: CampaignScope): Done =>
      copyCharacters(shown, with5e, scope?.campaign.name ?? 'My Characters'),
    exportAs: (format: ExportFormat, scope?: CampaignScope): Done =>
      exportAs(format, scope?.characters ?? library.characters, with5e, {
        campaigns,
        foundryPortraitFolder,
        defaultPictures,
        ...(scope ? { campaign: scope.campaign } : {}),
      }),
    importFile: (file: File): Done => importFile(file, stores),
  };
}
