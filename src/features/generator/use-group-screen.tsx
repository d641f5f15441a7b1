import { lazy, Suspense, useCallback, useState } from 'react';
import type { Character } from '@/domain/character';
import { useGroup, type GroupKindName } from '@/state/group';

// The group's panel, section and strip (and the code that rolls groups) download on first use.
const GroupPanel = lazy(() =>
  import(/* webpackChunkName: "groups" */ './group-panel').then((m) => ({ default: m.GroupPanel })),
);
const GroupSection = lazy(() =>
  import(/* webpackChunkName: "groups" */ './group-section').then((m) => ({
    default: m.GroupSection,
  })),
);
const MemberStrip = lazy(() =>
  import(/* webpackChunkName: "groups" */ './member-strip').then((m) => ({
    default: m.MemberStrip,
  })),
);

/**
 * `Generate several`: its panel once opened, the group's section once there is a group (brought
 * into view with its heading focused when a new group comes), and the strip of members above the
 * card while it shows one of them. `choose` puts a member in the main card from the section,
 * `browse` from the strip.
 */
export function useGroupScreen(
  choose: (member: Character) => void,
  browse: (member: Character) => void,
) {
  const { shown, generateGroup } = useGroup();
  const [panel, setPanel] = useState<'never' | 'open' | 'closed'>('never');
  // The group shown when `Generate group` was pressed (null: none yet); false when nothing waits
  // to be brought into view.
  const [revealAfter, setRevealAfter] = useState<string | null | false>(false);
  const shownGroupId = shown?.group.id ?? null;
  const onGroup = useCallback(
    (size: number, kind: GroupKindName) => {
      setPanel('closed');
      setRevealAfter(shownGroupId);
      void generateGroup(size, kind);
    },
    [generateGroup, shownGroupId],
  );
  const onRevealed = useCallback(() => setRevealAfter(false), []);
  const panelElement = panel !== 'never' && (
    <Suspense fallback={null}>
      <GroupPanel open={panel === 'open'} onClose={() => setPanel('closed')} onGenerate={onGroup} />
    </Suspense>
  );
  const section = (currentId: string) =>
    shown && (
      <Suspense fallback={null}>
        <GroupSection
          currentId={currentId}
          onChoose={choose}
          revealAfter={revealAfter}
          onRevealed={onRevealed}
        />
      </Suspense>
    );
  // Mounted with the group, so it is ready (its code loaded) the moment a member is chosen.
  const strip = (currentId: string) =>
    shown && (
      <Suspense fallback={null}>
        <MemberStrip currentId={currentId} onChoose={browse} />
      </Suspense>
    );
  const openPanel = useCallback(() => setPanel('open'), []);
  return { members: shown?.members ?? [], openPanel, panelElement, section, strip };
}
