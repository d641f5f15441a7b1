/**
 * `Import pack`'s preview: what the file will add, table by table, before anything is added. A
 * RollTable's results go into the table the user picks; a name list's names become first and
 * last names of the race the user names.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PACK_TABLES, type PackTable, type PackTables } from '@/domain/packs/pack';
import { placeList, placeNames, type PackFileRead } from '@/domain/packs/pack-files';
import { useAlertActions } from '@/state/alerts';
import { useContentPacks } from '@/state/content-packs';
import { useT } from '@/components/i18n';
import { useTableLabel } from './pack-words';

type Readable = Exclude<PackFileRead, { kind: 'problem' }>;

/** The tables a RollTable's plain entries can go into (races and classes need their details). */
const LIST_TABLES = PACK_TABLES.filter((t) => t !== 'Races' && t !== 'Classes');

/** Each table the import adds to, with its count and first few entries, shown as text. */
function Preview({ tables }: { tables: PackTables }) {
  const t = useT();
  const tableLabel = useTableLabel();
  const filled = PACK_TABLES.filter((table) => (tables[table]?.length ?? 0) > 0);
  if (filled.length === 0) {
    return <Typography color="error">{t('packs.nothing')}</Typography>;
  }
  return (
    <Box component="ul" aria-label={t('packs.willAdd')} sx={{ m: 0, pl: 2.5 }}>
      {filled.map((table) => {
        const entries = tables[table] ?? [];
        const more = entries.length > 3 ? t('packs.more', { count: entries.length - 3 }) : '';
        return (
          <li key={table}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t('packs.tableCount', { table: tableLabel(table), count: entries.length })}
            </Typography>{' '}
            <Typography component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              ({entries.slice(0, 3).join('; ')}
              {more})
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}

export default function PackImportDialog({
  read,
  fileName,
  onClose,
}: {
  read: Readable;
  fileName: string;
  onClose: () => void;
}) {
  const { importPack } = useContentPacks();
  const { addAlert } = useAlertActions();
  const t = useT();
  const tableLabel = useTableLabel();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [name, setName] = useState(read.name);
  const [table, setTable] = useState<PackTable>('Occupations');
  const [race, setRace] = useState('');
  const tables = useMemo(() => {
    if (read.kind === 'tables') return read.tables;
    if (read.kind === 'list') return placeList(read.entries, table);
    return placeNames(read.lists, race);
  }, [read, table, race]);
  const add = async () => {
    if ((await importPack(name, tables)) === null) return;
    addAlert({
      severity: 'success',
      message: t('packs.imported', { name: name.trim() || read.name }),
    });
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="pack-import-title"
    >
      <DialogTitle id="pack-import-title">{t('packs.import')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('packs.importFrom', { fileName })}
          </Typography>
          <TextField
            label={t('packs.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          {read.kind === 'list' && (
            <TextField
              select
              label={t('packs.tablePick')}
              value={table}
              onChange={(e) => setTable(e.target.value as PackTable)}
              helperText={t('packs.tablePick.help')}
            >
              {LIST_TABLES.map((option) => (
                <MenuItem key={option} value={option}>
                  {tableLabel(option)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {read.kind === 'names' && (
            <TextField
              label={t('row.race')}
              value={race}
              onChange={(e) => setRace(e.target.value)}
              helperText={t('packs.racePick.help')}
            />
          )}
          <Preview tables={tables} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('share.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void add()}
          disabled={Object.keys(tables).length === 0}
        >
          {t('packs.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
