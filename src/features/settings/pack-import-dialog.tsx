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

type Readable = Exclude<PackFileRead, { kind: 'problem' }>;

/** The tables a RollTable's plain entries can go into (races and classes need their details). */
const LIST_TABLES = PACK_TABLES.filter((t) => t !== 'Races' && t !== 'Classes');

/** Each table the import adds to, with its count and first few entries, shown as text. */
function Preview({ tables }: { tables: PackTables }) {
  const filled = PACK_TABLES.filter((t) => (tables[t]?.length ?? 0) > 0);
  if (filled.length === 0) {
    return <Typography color="error">Nothing would be added.</Typography>;
  }
  return (
    <Box component="ul" aria-label="What will be added" sx={{ m: 0, pl: 2.5 }}>
      {filled.map((table) => {
        const entries = tables[table] ?? [];
        const more = entries.length > 3 ? `, and ${entries.length - 3} more` : '';
        return (
          <li key={table}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {table}: {entries.length}
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
    addAlert({ severity: 'success', message: `Pack imported: ${name.trim() || read.name}` });
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
      <DialogTitle id="pack-import-title">Import pack</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            From {fileName}. Nothing is added until you choose Add pack.
          </Typography>
          <TextField label="Pack name" value={name} onChange={(e) => setName(e.target.value)} />
          {read.kind === 'list' && (
            <TextField
              select
              label="Table"
              value={table}
              onChange={(e) => setTable(e.target.value as PackTable)}
              helperText="The table this RollTable's results go into."
            >
              {LIST_TABLES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          )}
          {read.kind === 'names' && (
            <TextField
              label="Race"
              value={race}
              onChange={(e) => setRace(e.target.value)}
              helperText="The race these names are for; leave it empty for every race."
            />
          )}
          <Preview tables={tables} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void add()}
          disabled={Object.keys(tables).length === 0}
        >
          Add pack
        </Button>
      </DialogActions>
    </Dialog>
  );
}
