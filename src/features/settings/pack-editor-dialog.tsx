/**
 * `Edit` (and `New pack`): the pack's name and each table as a text field, one entry a line,
 * with how many entries it holds and the first line that cannot be read. Pasting many lines
 * works as typing them does.
 */
import { memo, useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  PACK_TABLES,
  entriesFromText,
  type ContentPack,
  type PackTable,
  type PackTables,
} from '@/domain/packs/pack';
import { entryProblem } from '@/domain/packs/pack-entries';
import { lineProblem } from '@/domain/packs/pack-problems';
import type { MessageId } from '@/domain/i18n/catalogs';
import { useLocalText, useT } from '@/components/i18n';
import { packProblemText, useTableLabel } from './pack-words';
import { useAlertActions } from '@/state/alerts';
import { useContentPacks } from '@/state/content-packs';

/** What each table's lines may carry besides the entry itself. */
const TABLE_HELP: Partial<Record<PackTable, MessageId>> = {
  Races: 'packs.help.races',
  Classes: 'packs.help.classes',
  'First names': 'packs.help.firstNames',
  'Last names': 'packs.help.lastNames',
};

/** The first line of a table's text that cannot be read, said with its number. */
function firstProblem(table: PackTable, text: string): string | null {
  for (const [index, line] of text.split(/\r?\n/u).entries()) {
    const problem = line.trim() && entryProblem(table, line);
    if (problem) return lineProblem(index + 1, problem);
  }
  return null;
}

/** One table's field; only the one typed in draws again. */
const TableField = memo(function TableField({
  table,
  text,
  onChange,
}: {
  table: PackTable;
  text: string;
  onChange: (table: PackTable, text: string) => void;
}) {
  const count = useMemo(() => entriesFromText(text, table).length, [text, table]);
  const problem = useMemo(() => firstProblem(table, text), [text, table]);
  const t = useT();
  const shown = useLocalText();
  const tableLabel = useTableLabel();
  const helpId = TABLE_HELP[table];
  const help = helpId && t(helpId);
  const said = problem === null ? null : shown(problem, packProblemText(problem));
  return (
    <TextField
      label={tableLabel(table)}
      value={text}
      onChange={(e) => onChange(table, e.target.value)}
      multiline
      minRows={2}
      maxRows={10}
      fullWidth
      error={problem !== null}
      helperText={[said ?? t('packs.entries', { count }), help].filter(Boolean).join(' — ')}
    />
  );
});

const textsOf = (tables: PackTables): Record<PackTable, string> =>
  Object.fromEntries(PACK_TABLES.map((t) => [t, (tables[t] ?? []).join('\n')])) as Record<
    PackTable,
    string
  >;

export default function PackEditorDialog({
  pack,
  onClose,
}: {
  /** The pack edited; none for `New pack`. */
  pack: ContentPack | undefined;
  onClose: () => void;
}) {
  const { createPack, updatePack } = useContentPacks();
  const { addAlert } = useAlertActions();
  const t = useT();
  const tableLabel = useTableLabel();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [name, setName] = useState(pack?.name ?? '');
  const [texts, setTexts] = useState(() => textsOf(pack?.tables ?? {}));
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const setText = useCallback(
    (table: PackTable, text: string) => setTexts((all) => ({ ...all, [table]: text })),
    [],
  );
  const faulty = PACK_TABLES.find((table) => firstProblem(table, texts[table]) !== null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (faulty || saving) return;
    const tables = Object.fromEntries(
      PACK_TABLES.map((t) => [t, entriesFromText(texts[t], t)]),
    ) as PackTables;
    setSaving(true);
    let problem: string | null;
    if (pack) problem = await updatePack(pack.id, { name, tables });
    else {
      const made = await createPack(name, tables);
      problem = 'problem' in made ? made.problem : null;
    }
    setSaving(false);
    if (problem) {
      setNameProblem(problem);
      return;
    }
    addAlert({ severity: 'success', message: t('packs.saved', { name: name.trim() }) });
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="pack-editor-title"
    >
      <DialogTitle id="pack-editor-title">
        {pack ? t('packs.editTitle', { name: pack.name }) : t('packs.new')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('packs.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameProblem(null);
            }}
            required
            error={nameProblem !== null}
            helperText={nameProblem ?? t('packs.name.help')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('packs.oneEntry')}
          </Typography>
          {PACK_TABLES.map((table) => (
            <TableField key={table} table={table} text={texts[table]} onChange={setText} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        {faulty && (
          <Typography role="status" color="error" variant="body2" sx={{ mr: 'auto', pl: 2 }}>
            {t('packs.fixLine', { table: tableLabel(faulty) })}
          </Typography>
        )}
        <Button onClick={onClose}>{t('share.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={faulty !== undefined}>
          {t('packs.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
