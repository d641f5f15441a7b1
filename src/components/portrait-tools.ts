import { createContext } from 'react';
import type { FramePosition, Size } from '@/domain/picture';
import type { LocalText } from '@/domain/i18n/text';

/** A picked picture, decoded and waiting to be cut to the frame. */
export interface OpenedPicture extends Size {
  /** Lets the decoded picture's memory go. */
  close: () => void;
}

/**
 * What portraits need from the rest of the app: uploaded pictures read, stored and shown, and the
 * portrait prompt copied. The app provides it; without it (tests, the build-time render) a
 * character's uploaded picture is not shown and `Change portrait` offers only what needs none
 * of it.
 */
export interface PortraitTools {
  /** The stored picture, or null when it is gone. */
  loadPicture: (id: string) => Promise<Blob | null>;
  /** Reads a picked file; rejects with the message to show. */
  openPicture: (file: File) => Promise<OpenedPicture>;
  /** Cuts, shrinks and stores the picture; resolves to its id. Rejects with the message to show. */
  savePicture: (picture: OpenedPicture, position: FramePosition) => Promise<string>;
  /** Puts a portrait prompt on the clipboard, saying so in an alert. */
  copyPrompt: (prompt: string) => void;
  /** Shows an error in an alert; `text` is the same in the interface's language. */
  reportError: (message: string, text?: LocalText) => void;
  /**
   * Paints a portrait of `prompt` with the image model and stores it; resolves to its id. Rejects
   * with the message to show, or with an `AbortError` when `signal` stops it. Absent while no
   * image model is set up.
   */
  paintPicture?: (prompt: string, signal: AbortSignal) => Promise<string>;
  /** The look the portrait prompt asks for (Settings, `Portrait prompt style`). */
  promptStyle?: string;
  /** The user's own picture for the character's race and class, or null (see Default pictures). */
  defaultPictureOf?: (subject: { race?: string; characterClass?: string }) => string | null;
  /**
   * The character as its picture is chosen: a race or class of a content pack as the built-in
   * one it looks or plays like. Without it, every value is pictured as it is.
   */
  picturedAs?: <T extends { race?: string; characterClass?: string }>(subject: T) => T;
  /** Says something that went as asked (a painted portrait, a stop) in a polite alert. */
  reportDone?: (message: string) => void;
}

export const PortraitToolsContext = createContext<PortraitTools | null>(null);
