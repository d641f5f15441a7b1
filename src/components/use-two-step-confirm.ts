import { useCallback, useState } from 'react';

/**
 * A two-step confirmation: the first activation arms, the second confirms. `disarm` is meant
 * for a click or mousedown anywhere else (wire it to a ClickAwayListener).
 */
export function useTwoStepConfirm(onConfirm: () => void) {
  const [armed, setArmed] = useState(false);
  const activate = useCallback(() => {
    if (armed) {
      setArmed(false);
      onConfirm();
    } else {
      setArmed(true);
    }
  }, [armed, onConfirm]);
  const disarm = useCallback(() => setArmed(false), []);
  return { armed, activate, disarm };
}
