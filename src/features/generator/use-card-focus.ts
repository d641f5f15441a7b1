import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Keeps the keyboard focus on the card's buttons while they turn off and on. Buttons are
 * disabled while a request runs, which drops keyboard focus; it comes back to the button that
 * was pressed once the request is over. Undo or Redo pressed to its last step turns itself off:
 * the keyboard moves to the other one. Save turns into the disabled Saved: the keyboard moves to
 * Generate, the next thing to do, and so does Update saved copy when it leaves.
 */
export function useCardFocus(
  loading: boolean,
  saved: boolean,
  canUndo: boolean,
  canRedo: boolean,
  canUpdate: boolean,
) {
  const lastPressed = useRef<HTMLElement | null>(null);
  const rememberPressed = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest('button');
    // Stop goes away with the request: focus then returns to the button that started it.
    if (button && !button.closest('[data-generation-progress]')) lastPressed.current = button;
  };
  useEffect(() => {
    if (loading) return;
    const button = lastPressed.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (button && button.isConnected && lost) button.focus();
  }, [loading]);

  const generateRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!saved || loading || lastPressed.current !== saveRef.current) return;
    if (focusLost()) generateRef.current?.focus();
  }, [saved, loading]);

  // Update saved copy leaves once the saved copy is the card's: the keyboard moves to Generate.
  useEffect(() => {
    const pressed = lastPressed.current;
    if (canUpdate || loading || pressed?.dataset.updateSaved === undefined) return;
    if (!pressed.isConnected && focusLost()) generateRef.current?.focus();
  }, [canUpdate, loading]);

  const undoRef = useRef<HTMLButtonElement>(null);
  const redoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const pressed = lastPressed.current;
    if (!focusLost() || loading) return;
    if (pressed === undoRef.current && !canUndo && canRedo) redoRef.current?.focus();
    if (pressed === redoRef.current && !canRedo && canUndo) undoRef.current?.focus();
  }, [canUndo, canRedo, loading]);

  return { rememberPressed, generateRef, saveRef, undoRef, redoRef };
}

/** Browsers differ: a focused button that turns disabled leaves focus on the page or keeps it. */
function focusLost() {
  const active = document.activeElement;
  return active === null || active === document.body || (active as HTMLButtonElement).disabled;
}
