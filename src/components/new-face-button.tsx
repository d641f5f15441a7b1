import { useContext } from 'react';
import Button from '@mui/material/Button';
import FaceRetouchingNaturalIcon from '@mui/icons-material/FaceRetouchingNatural';
import { PortraitStyleContext } from './portrait-style';

export interface NewFaceButtonProps {
  /** Draws another face for the character and remembers it. */
  onDraw: () => void;
  disabled?: boolean;
}

/** `Draw a new face`, beside a portrait, while portraits are drawn faces. */
export function NewFaceButton({ onDraw, disabled }: NewFaceButtonProps) {
  const style = useContext(PortraitStyleContext);
  if (style !== 'faces') return null;
  return (
    <Button
      size="small"
      startIcon={<FaceRetouchingNaturalIcon />}
      onClick={onDraw}
      disabled={disabled}
    >
      Draw a new face
    </Button>
  );
}
