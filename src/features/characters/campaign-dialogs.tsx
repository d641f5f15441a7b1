import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_CAMPAIGN_NAME, type Campaign } from '@/domain/campaigns';
import { campaignNameProblemText } from '@/domain/campaign-edits';
import { useLocalText, useT } from '@/components/i18n';
import { UNDO_ALERT_MS, useAlertActions } from '@/state/alerts';
import { useCampaigns } from '@/state/campaigns';
import { useCampaignEdits } from '@/state/campaign-edits';
import { PhoneDialog } from '@/components/phone-dialog';

/** A name field that says what is wrong under it; Enter submits its form. */
function NameField({
  value,
  onChange,
  problem,
  fieldRef,
  renaming,
}: {
  value: string;
  onChange: (name: string) => void;
  problem: string | null;
  fieldRef: RefObject<HTMLInputElement | null>;
  /** The campaign being renamed, which may keep its own name. */
  renaming?: string;
}) {
  const t = useT();
  const shown = useLocalText();
  const { campaigns } = useCampaigns();
  // Why a name is refused, said again in the language shown (a storage failure stays as said).
  const problemText =
    problem && shown(problem, campaignNameProblemText(value, campaigns, renaming) ?? undefined);
  return (
    <TextField
      inputRef={fieldRef}
      fullWidth
      label={t('campaigns.name')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!problem}
      helperText={problemText || t('campaigns.nameHelp', { count: MAX_CAMPAIGN_NAME })}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: MAX_CAMPAIGN_NAME * 2 } }}
      sx={{ mt: 1 }}
    />
  );
}

/** A name typed again: what was wrong with the last one no longer stands. */
const retyped =
  (setName: (name: string) => void, setProblem: (problem: null) => void) => (name: string) => {
    setName(name);
    setProblem(null);
  };

/** `New campaign`: a name, then `Create`. */
function NewCampaignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { createCampaign } = useCampaignEdits();
  const { addAlert } = useAlertActions();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = createCampaign(name);
    setProblem(refused);
    if (refused) return;
    addAlert({ severity: 'success', message: t('campaigns.created', { name: name.trim() }) });
    setName('');
    onClose();
  };
  return (
    <PhoneDialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      aria-labelledby="new-campaign-title"
      // The name field takes the focus as the dialog opens, so typing starts at once.
      slotProps={{ transition: { onEntering: () => field.current?.focus() } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="new-campaign-title">{t('campaigns.new')}</DialogTitle>
        <DialogContent>
          <NameField
            value={name}
            onChange={retyped(setName, setProblem)}
            problem={problem}
            fieldRef={field}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('share.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('campaigns.create')}
          </Button>
        </DialogActions>
      </Box>
    </PhoneDialog>
  );
}

/** One campaign in `Manage campaigns`: its name, or the field renaming it. */
function CampaignRow({ campaign, onDelete }: { campaign: Campaign; onDelete: () => void }) {
  const { renameCampaign } = useCampaignEdits();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const isEditing = editing !== null;
  const wasEditing = useRef(false);
  const t = useT();
  useEffect(() => {
    // The field takes the focus when renaming starts; the Rename button gets it back after.
    if (isEditing) field.current?.focus();
    else if (wasEditing.current) renameButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  if (editing !== null) {
    return (
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const refused = renameCampaign(campaign.id, editing);
          setProblem(refused);
          if (!refused) setEditing(null);
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', py: 1 }}
      >
        <NameField
          value={editing}
          onChange={retyped(setEditing, setProblem)}
          problem={problem}
          fieldRef={field}
          renaming={campaign.id}
        />
        <Button type="submit" variant="contained">
          {t('campaigns.saveName')}
        </Button>
        <Button onClick={() => setEditing(null)}>{t('share.cancel')}</Button>
      </Box>
    );
  }
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      <Typography sx={{ flex: '1 1 160px', overflowWrap: 'anywhere' }}>{campaign.name}</Typography>
      <Button
        size="small"
        ref={renameButton}
        aria-label={t('campaigns.renameNamed', { name: campaign.name })}
        onClick={() => {
          setProblem(null);
          setEditing(campaign.name);
        }}
      >
        {t('campaigns.rename')}
      </Button>
      <Button
        size="small"
        color="error"
        aria-label={t('campaigns.deleteNamed', { name: campaign.name })}
        onClick={onDelete}
      >
        {t('campaigns.delete')}
      </Button>
    </Box>
  );
}

/**
 * `Manage campaigns`: each campaign with `Rename` and `Delete campaign`. Deleting closes the
 * dialog, so the alert's `Undo` is the next thing the keyboard reaches.
 */
function ManageCampaignsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { campaigns } = useCampaigns();
  const { deleteCampaign, undoDeleteCampaign } = useCampaignEdits();
  const { addAlert } = useAlertActions();
  const t = useT();
  const remove = (campaign: Campaign) => {
    const undo = deleteCampaign(campaign.id);
    if (!undo) return;
    onClose();
    addAlert({
      severity: 'success',
      message: t('campaigns.deleted', { name: campaign.name }),
      durationMs: UNDO_ALERT_MS,
      action: {
        label: t('generator.undo'),
        onClick: () => {
          if (undoDeleteCampaign(undo)) {
            addAlert({
              severity: 'success',
              message: t('campaigns.restored', { name: campaign.name }),
            });
          }
        },
      },
    });
  };
  return (
    <PhoneDialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      aria-labelledby="manage-campaigns-title"
    >
      <DialogTitle id="manage-campaigns-title">{t('campaigns.manage')}</DialogTitle>
      <DialogContent>
        {campaigns.length === 0 ? (
          <Typography color="text.secondary">{t('campaigns.noneYet')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {campaigns.map((campaign) => (
              <CampaignRow
                key={campaign.id}
                campaign={campaign}
                onDelete={() => remove(campaign)}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('alert.close')}</Button>
      </DialogActions>
    </PhoneDialog>
  );
}

/** The dialogs of `New campaign` and `Manage campaigns`; one at most is open. */
export function CampaignDialogs({
  open,
  onClose,
}: {
  open: 'new' | 'manage' | null;
  onClose: () => void;
}) {
  return (
    <>
      <NewCampaignDialog open={open === 'new'} onClose={onClose} />
      <ManageCampaignsDialog open={open === 'manage'} onClose={onClose} />
    </>
  );
}
