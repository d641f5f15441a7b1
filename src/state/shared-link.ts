import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useAlertActions } from './alerts';
import { useCampaigns } from './campaigns';
import { useCard } from './card';
import { withCampaignIdsHere } from '@/domain/import-merge';
import { newCharacterId } from '@/domain/random';
import { PAGE_ATTRIBUTES, SHARE_FRAGMENT } from '@/config/first-paint';

const SHARED_OPENED = 'Shared character opened';
const SHARE_LINK_DAMAGED = 'This share link is damaged.';

// Set on the page (before its first paint) while a share link's character is being read, so
// the character painted at build time, or the visitor's own, does not flash up first.
const SHARE_PENDING_ATTRIBUTE = PAGE_ATTRIBUTES.sharePending;

/** Takes the share link's data out of the address (so a reload does not re-open it). */
function takeSharedData(): string | null {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(SHARE_FRAGMENT)) return null;
  // The router keeps its own entry state: it stays, only the address changes.
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return hash.slice(SHARE_FRAGMENT.length);
}

/**
 * Opens a share link (`#c=<data>`) on the generator: the character becomes the card's, the one
 * it replaces goes to History, and an info alert says so. A damaged link changes nothing.
 */
export function useSharedCharacterLink(): void {
  const { showCharacter } = useCard();
  const { addAlert } = useAlertActions();
  const { importCampaigns } = useCampaigns();

  useEffect(() => {
    const open = () => {
      const data = takeSharedData();
      if (data === null) {
        document.documentElement.removeAttribute(SHARE_PENDING_ATTRIBUTE);
        return;
      }
      // The History and alerts outlive this screen, so the character still opens if the user
      // has moved on while it was read.
      void (async () => {
        try {
          const { decodeSharedLink } = await import(
            /* webpackChunkName: "share-codec" */ '@/domain/share-codec'
          );
          const shared = await decodeSharedLink(data, newCharacterId);
          // Its campaigns are filed here as an import files them: by id, then by name, else new
          // (none if they could not be stored, which is said).
          const filed = shared.campaigns.length > 0 ? importCampaigns(shared.campaigns) : null;
          const { campaigns: _ids, ...unfiled } = shared.character;
          const character = filed
            ? withCampaignIdsHere([shared.character], filed.renamed)[0]!
            : unfiled;
          // On screen before the page stops hiding the card, so the one it replaces never
          // shows for a frame.
          flushSync(() => showCharacter(character));
          addAlert({ severity: 'info', message: SHARED_OPENED });
        } catch {
          addAlert({ severity: 'error', message: SHARE_LINK_DAMAGED });
        } finally {
          document.documentElement.removeAttribute(SHARE_PENDING_ATTRIBUTE);
        }
      })();
    };
    open();
    // A link pasted into the address bar of an open generator changes only the fragment.
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [showCharacter, addAlert, importCampaigns]);
}
