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
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FaceRetouchingNaturalIcon from '@mui/icons-material/FaceRetouchingNatural';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import UploadIcon from '@mui/icons-material/Upload';
import type { PortraitChange, PortraitSubject } from '@/domain/portrait';
import { portraitPrompt } from '@/domain/portrait-prompt';
import { PictureCropDialog } from './picture-crop-dialog';
import { PortraitToolsContext, type OpenedPicture } from './portrait-tools';

/** The types the file picker offers; HEIC shows where the system has such photos. */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif';

export interface PortraitMenuProps {
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onClose: () => void;
  character: PortraitSubject;
  onChange: (change: PortraitChange) => void;
  canDrawFace: boolean;
}

/** A picked picture waiting in the crop step, and the address its preview shows from. */
interface Cropping {
  picture: OpenedPicture;
  preview: string;
}

/** The hidden file picker that `Upload picture` opens. */
function PictureFileInput({
  inputRef,
  onPicked,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onPicked: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={ACCEPTED}
      hidden
      aria-label="Picture for the portrait"
      onChange={(event) => {
        onPicked(event.target.files?.[0]);
        // The same file picked again is read again.
        event.target.value = '';
      }}
    />
  );
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

/**
 * The menu of `Change portrait`: upload a picture (through the crop step), draw a new face, copy
 * the portrait prompt, or go back to the default picture. Focus returns to `Change portrait`
 * whatever is chosen.
 */
export default function PortraitMenu(props: PortraitMenuProps) {
  const { anchor, open, onClose, character, onChange, canDrawFace } = props;
  const tools = useContext(PortraitToolsContext);
  const input = useRef<HTMLInputElement>(null);
  // Chosen by keyboard, the file picker opens once the menu has closed: Chromium opens no picker
  // from a key pressed while the menu is still open.
  const uploadWhenClosed = useRef(false);
  const [cropping, setCropping] = useState<Cropping | null>(null);
  // The focus goes back to `Change portrait` once the crop step is gone: while it is open, its
  // focus trap would pull the focus back in.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || cropping) return;
    refocus.current = false;
    anchor.current?.focus();
  }, [cropping, anchor]);
  const focusButton = () => anchor.current?.focus();
  const choose = (then: () => void) => {
    onClose();
    then();
  };

  const picked = (file: File | undefined) => {
    if (!file || !tools) return;
    tools.openPicture(file).then(
      (picture) => setCropping({ picture, preview: URL.createObjectURL(file) }),
      (error: unknown) => {
        tools.reportError(error instanceof Error ? error.message : String(error));
        focusButton();
      },
    );
  };
  const endCropping = () => {
    if (cropping) {
      cropping.picture.close();
      URL.revokeObjectURL(cropping.preview);
    }
    setCropping(null);
  };

  return (
    <>
      <Menu
        anchorEl={() => anchor.current as HTMLElement}
        open={open}
        onClose={onClose}
        slotProps={{
          list: { 'aria-label': 'Change portrait' },
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
            label="Upload picture"
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
            label="Draw a new face"
            onClick={() => choose(() => onChange({ kind: 'new-face' }))}
          />
        )}
        {tools && (
          <Choice
            icon={<ContentCopyIcon fontSize="small" />}
            label="Copy portrait prompt"
            onClick={() => choose(() => tools.copyPrompt(portraitPrompt(character)))}
          />
        )}
        <Choice
          disabled={!character.pictureId}
          icon={<RestartAltIcon fontSize="small" />}
          label="Use default picture"
          onClick={() => choose(() => onChange({ kind: 'default' }))}
        />
      </Menu>
      <PictureFileInput inputRef={input} onPicked={picked} />
      {cropping && tools && (
        <PictureCropDialog
          picture={cropping.picture}
          preview={cropping.preview}
          onCancel={() => {
            refocus.current = true;
            endCropping();
          }}
          onUse={async (position) => {
            try {
              const pictureId = await tools.savePicture(cropping.picture, position);
              onChange({ kind: 'picture', pictureId });
            } catch (error) {
              tools.reportError(error instanceof Error ? error.message : String(error));
            }
            refocus.current = true;
            endCropping();
          }}
        />
      )}
    </>
  );
}
