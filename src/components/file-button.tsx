import { useRef, type ChangeEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

type FileButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The file endings and types the picker offers. */
  accept: string;
  /** The name of the picker itself, which the keyboard never reaches (the button is what it reaches). */
  fileLabel: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A button that opens the browser's file picker; the picker's own input stays hidden. */
export function FileButton({ accept, fileLabel, onFile, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-label={fileLabel}
        onChange={onFile}
      />
    </>
  );
}
