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
import { PictureCropDialog } from './picture-crop-dialog';
import { PaintingDialog } from './painting-dialog';
import { PortraitToolsContext, type OpenedPicture, type PortraitTools } from './portrait-tools';

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

/** Opens a picked file for the crop step (or says why not), and lets it go when the step ends. */
function useCropping(
  tools: PortraitTools | null,
  cropping: Cropping | null,
  setCropping: (cropping: Cropping | null) => void,
  focusButton: () => void,
) {
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

  return { picked, endCropping };
}

/** The crop step of a picked picture; its outcome is the new portrait, or an alert saying why not. */
function CropStep({
  cropping,
  tools,
  onChange,
  onEnd,
}: {
  cropping: Cropping;
  tools: PortraitTools;
  onChange: (change: PortraitChange) => void;
  onEnd: () => void;
}) {
  return (
    <PictureCropDialog
      picture={cropping.picture}
      preview={cropping.preview}
      onCancel={onEnd}
      onUse={async (position) => {
        try {
          const pictureId = await tools.savePicture(cropping.picture, position);
          onChange({ kind: 'picture', pictureId });
        } catch (error) {
          tools.reportError(error instanceof Error ? error.message : String(error));
        }
        onEnd();
      }}
    />
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
  return (
    <PaintingDialog
      paint={(signal) => paint(prompt, signal)}
      onPainted={(pictureId) => {
        onChange({ kind: 'picture', pictureId });
        tools.reportDone?.('Portrait generated');
        onEnd();
      }}
      onFailed={(message) => {
        tools.reportError(`Could not generate a portrait: ${message}`);
        onEnd();
      }}
      onStopped={() => {
        tools.reportDone?.('Portrait generation stopped; the portrait is unchanged');
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
  const input = useRef<HTMLInputElement>(null);
  // Chosen by keyboard, the file picker opens once the menu has closed: Chromium opens no picker
  // from a key pressed while the menu is still open.
  const uploadWhenClosed = useRef(false);
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [painting, setPainting] = useState(false);
  // The focus goes back to `Change portrait` once the crop step is gone: while it is open, its
  // focus trap would pull the focus back in.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || cropping || painting) return;
    refocus.current = false;
    anchor.current?.focus();
  }, [cropping, painting, anchor]);
  const focusButton = () => anchor.current?.focus();
  const choose = (then: () => void) => {
    onClose();
    then();
  };

  const { picked, endCropping } = useCropping(tools, cropping, setCropping, focusButton);

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
        {tools?.paintPicture && (
          <Choice
            icon={<BrushIcon fontSize="small" />}
            label="Generate with image model"
            onClick={() => choose(() => setPainting(true))}
          />
        )}
        {tools && (
          <Choice
            icon={<ContentCopyIcon fontSize="small" />}
            label="Copy portrait prompt"
            onClick={() =>
              choose(() => tools.copyPrompt(portraitPrompt(character, tools.promptStyle)))
            }
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
      {cropping && tools && (
        <CropStep
          cropping={cropping}
          tools={tools}
          onChange={onChange}
          onEnd={() => {
            refocus.current = true;
            endCropping();
          }}
        />
      )}
    </>
  );
}
