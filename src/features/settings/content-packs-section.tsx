/**
 * Settings' `Content packs`: `New pack`, `Import pack`, each pack with its switch, `Edit`,
 * `Export pack` and `Delete pack` (with Undo), and `Built-in content`. The editor and the import
 * preview load only when opened.
 */
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { FileButton } from '@/components/file-button';
import Box from '@mui/material/Box';
import { SectionIntro } from './section-intro';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CHARACTER_CLASSES, RACES } from '@/domain/character';
import type { ContentPack } from '@/domain/packs/pack';
import { PACKS_ONLY_TABLES } from '@/domain/packs/pack-list';
import type { PackFileRead } from '@/domain/packs/pack-files';
import { UNDO_ALERT_MS, useAlertActions } from '@/state/alerts';
import { useContentPacks } from '@/state/content-packs';
import { useT } from '@/components/i18n';
import { packProblemText, useTableLabel } from './pack-words';

const PackEditorDialog = lazy(
  () => import(/* webpackChunkName: "pack-editor" */ './pack-editor-dialog'),
);
const PackImportDialog = lazy(
  () => import(/* webpackChunkName: "pack-editor" */ './pack-import-dialog'),
);

/** One pack's row: its switch (named by the pack), what it holds and its commands. */
function PackRow({
  pack,
  onEdit,
  onDelete,
}: {
  pack: ContentPack;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { switchPack, exportPack } = useContentPacks();
  const { addAlert } = useAlertActions();
  const t = useT();
  const tableLabel = useTableLabel();
  const counts = Object.entries(pack.tables).map(
    ([table, entries]) => `${tableLabel(table)} ${entries.length}`,
  );
  const onExport = () =>
    void exportPack(pack).then((fileName) =>
      addAlert({ severity: 'success', message: t('packs.exported', { fileName }) }),
    );
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pack.enabled}
            onChange={(e) => void switchPack(pack.id, e.target.checked)}
          />
        }
        label={pack.name}
      />
      <Typography variant="body2" color="text.secondary">
        {counts.length > 0 ? counts.join(' · ') : t('packs.noEntries')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" size="small" onClick={onEdit}>
          {t('packs.edit')}
        </Button>
        <Button variant="outlined" size="small" onClick={onExport}>
          {t('packs.export')}
        </Button>
        <Button variant="outlined" size="small" color="error" onClick={onDelete}>
          {t('packs.delete')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Switches for the tables whose built-in entries give way to the packs' own. */
function PacksOnly() {
  const { builtIn, switchPacksOnly } = useContentPacks();
  const only = builtIn.packsOnly ?? [];
  const t = useT();
  const tableLabel = useTableLabel();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} id="packs-only-help">
        {t('packs.onlyHelp')}
      </Typography>
      <Box
        role="group"
        aria-label={t('packs.onlyGroup')}
        aria-describedby="packs-only-help"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
      >
        {PACKS_ONLY_TABLES.map((table) => (
          <FormControlLabel
            key={table}
            control={
              <Switch
                checked={only.includes(table)}
                onChange={(e) => switchPacksOnly(table, e.target.checked)}
              />
            }
            label={tableLabel(table)}
          />
        ))}
      </Box>
    </>
  );
}

/** `Built-in content`: a switch for each built-in race and class, and the packs-only tables. */
function BuiltInContent() {
  const { builtIn, switchBuiltIn } = useContentPacks();
  const t = useT();
  const row = (names: readonly string[], leftOut: readonly string[], label: string) => (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {names.map((name) => (
        <FormControlLabel
          key={name}
          control={
            <Switch
              checked={!leftOut.includes(name)}
              onChange={(e) => switchBuiltIn(name, e.target.checked)}
            />
          }
          label={name}
        />
      ))}
    </Box>
  );
  return (
    <Box sx={{ mt: 2 }}>
      <SectionIntro title={t('packs.builtIn')} text={t('packs.builtIn.text')} />
      {row(RACES, builtIn.leftOutRaces, t('packs.builtIn.races'))}
      {row(CHARACTER_CLASSES, builtIn.leftOutClasses, t('packs.builtIn.classes'))}
      <PacksOnly />
    </Box>
  );
}

type Editing = { pack: ContentPack | undefined } | null;
type Readable = Exclude<PackFileRead, { kind: 'problem' }>;

/** The section's body: the commands, the packs and the built-in content. */
export function ContentPacks() {
  const { packs, deletePack, undoDeletePack, readPickedPack } = useContentPacks();
  const { addAlert } = useAlertActions();
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState<{ read: Readable; fileName: string } | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readPickedPack(file);
    if (read.kind === 'problem') {
      addAlert({ severity: 'error', message: read.problem, text: packProblemText(read.problem) });
    } else setImporting({ read, fileName: file.name });
  };
  const remove = async (pack: ContentPack) => {
    const undo = await deletePack(pack.id);
    if (!undo) return;
    // The row and its button are gone: the keyboard goes on from `New pack`.
    newButton.current?.focus();
    addAlert({
      severity: 'success',
      message: t('packs.deleted', { name: pack.name }),
      durationMs: UNDO_ALERT_MS,
      action: {
        label: t('generator.undo'),
        onClick: () =>
          void undoDeletePack(undo).then((restored) => {
            if (restored)
              addAlert({ severity: 'success', message: t('packs.restored', { name: pack.name }) });
          }),
      },
    });
  };
  return (
    <Box sx={{ pt: 1.5 }}>
      <Stack direction="row" spacing={1}>
        <Button ref={newButton} variant="contained" onClick={() => setEditing({ pack: undefined })}>
          {t('packs.new')}
        </Button>
        <FileButton
          variant="outlined"
          accept=".json,.txt,.csv,application/json,text/plain,text/csv"
          fileLabel={t('packs.file')}
          onFile={(event) => void onFile(event)}
        >
          {t('packs.import')}
        </FileButton>
      </Stack>
      {packs.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('packs.none')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('packs.list')}
          sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}
        >
          {packs.map((pack) => (
            <PackRow
              key={pack.id}
              pack={pack}
              onEdit={() => setEditing({ pack })}
              onDelete={() => void remove(pack)}
            />
          ))}
        </Box>
      )}
      <BuiltInContent />
      <Suspense fallback={null}>
        {editing && <PackEditorDialog pack={editing.pack} onClose={() => setEditing(null)} />}
        {importing && (
          <PackImportDialog
            read={importing.read}
            fileName={importing.fileName}
            onClose={() => setImporting(null)}
          />
        )}
      </Suspense>
    </Box>
  );
}
