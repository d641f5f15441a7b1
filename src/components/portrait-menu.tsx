import {
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BrushIcon from '@mui/icons-material/Brush';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FaceRetouchingNaturalIcon from '@mui/icons-material/FaceRetouchingNatural';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import UploadIcon from '@mui/icons-material/Upload';
import type { PortraitChange, PortraitSubject } from '@/domain/portrait';
import { portraitPrompt } from '@/domain/portrait-prompt';
import { PaintingDialog } from './painting-dialog';
import { PictureFileInput, usePictureUpload } from './picture-upload';
import { PortraitToolsContext, type PortraitTools } from './portrait-tools';
import { useT } from './i18n';

export interface PortraitMenuProps {
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onClose: () => void;
  character: PortraitSubject;
  onChange: (change: PortraitChange) => void;
  canDrawFace: boolean;
}

/** One choice of the menu, with its icon. */
function Choice({
  icon,
  label,
  onClick,
  disabled,
}: {
  icon: ReactNode;
  label: string;
  onClick: (event: MouseEvent | KeyboardEvent) => void;
  disabled?: boolean;
}) {
  return (
    <MenuItem disabled={disabled} onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

/** The image model at work; its outcome said in an alert, the portrait changed on success. */
function Painting({
  tools,
  paint,
  prompt,
  onChange,
  onEnd,
}: {
  tools: PortraitTools;
  paint: NonNullable<PortraitTools['paintPicture']>;
  prompt: string;
  onChange: (change: PortraitChange) => void;
  onEnd: () => void;
}) {
  const t = useT();
  return (
    <PaintingDialog
      paint={(signal) => paint(prompt, signal)}
      onPainted={(pictureId) => {
        onChange({ kind: 'picture', pictureId });
        tools.reportDone?.(t('portrait.generated'));
        onEnd();
      }}
      onFailed={(message) => {
        tools.reportError(t('portrait.failed', { reason: message }));
        onEnd();
      }}
      onStopped={() => {
        tools.reportDone?.(t('portrait.stopped'));
        onEnd();
      }}
    />
  );
}

/**
 * The menu of `Change portrait`: upload a picture (through the crop step), draw a new face, have
 * the image model paint one, copy the portrait prompt, or go back to the default picture. Focus returns to `Change portrait`
 * whatever is chosen.
 */
export default function PortraitMenu(props: PortraitMenuProps) {
  const { anchor, open, onClose, character, onChange, canDrawFace } = props;
  const tools = useContext(PortraitToolsContext);
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  // Chosen by keyboard, the file picker opens once the menu has closed: Chromium opens no picker
  // from a key pressed while the menu is still open.
  const uploadWhenClosed = useRef(false);
  const [painting, setPainting] = useState(false);
  // The focus goes back to `Change portrait` once the painting step is gone: while it is open,
  // its focus trap would pull the focus back in.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || painting) return;
    refocus.current = false;
    anchor.current?.focus();
  }, [painting, anchor]);
  const choose = (then: () => void) => {
    onClose();
    then();
  };
  const upload = usePictureUpload(tools, {
    onSaved: (pictureId) => onChange({ kind: 'picture', pictureId }),
    focusAfter: () => anchor.current?.focus(),
  });

  return (
    <>
      <Menu
        anchorEl={() => anchor.current as HTMLElement}
        open={open}
        onClose={onClose}
        slotProps={{
          list: { 'aria-label': t('portrait.change') },
          transition: {
            onExited: () => {
              if (!uploadWhenClosed.current) return;
              uploadWhenClosed.current = false;
              input.current?.click();
            },
          },
        }}
      >
        {tools && (
          <Choice
            icon={<UploadIcon fontSize="small" />}
            label={t('portrait.upload')}
            onClick={(event) =>
              choose(() => {
                if (event.type === 'click') input.current?.click();
                else uploadWhenClosed.current = true;
              })
            }
          />
        )}
        {canDrawFace && (
          <Choice
            icon={<FaceRetouchingNaturalIcon fontSize="small" />}
            label={t('portrait.newFace')}
            onClick={() => choose(() => onChange({ kind: 'new-face' }))}
          />
        )}
        {tools?.paintPicture && (
          <Choice
            icon={<BrushIcon fontSize="small" />}
            label={t('portrait.paint')}
            onClick={() => choose(() => setPainting(true))}
          />
        )}
        {tools && (
          <Choice
            icon={<ContentCopyIcon fontSize="small" />}
            label={t('portrait.copyPrompt')}
            onClick={() =>
              choose(() => tools.copyPrompt(portraitPrompt(character, tools.promptStyle)))
            }
          />
        )}
        <Choice
          disabled={!character.pictureId}
          icon={<RestartAltIcon fontSize="small" />}
          label={t('portrait.default')}
          onClick={() => choose(() => onChange({ kind: 'default' }))}
        />
      </Menu>
      <PictureFileInput inputRef={input} label={t('portrait.file')} onPicked={upload.picked} />
      {painting && tools?.paintPicture && (
        <Painting
          tools={tools}
          paint={tools.paintPicture}
          prompt={portraitPrompt(character, tools.promptStyle)}
          onChange={onChange}
          onEnd={() => {
            refocus.current = true;
            setPainting(false);
          }}
        />
      )}
      {upload.cropStep}
    </>
  );
}
