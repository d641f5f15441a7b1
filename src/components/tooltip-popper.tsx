import { lazy, Suspense, useState, type Ref } from 'react';
import type { PopperProps } from '@mui/material/Popper';

const loadPopper = () => import(/* webpackChunkName: "tooltip-popper" */ '@mui/material/Popper');
const Popper = lazy(() => loadPopper().catch(loadPopper));

/**
 * The floating part of MUI's tooltips. The build gives MUI's Tooltip this in place of its own
 * Popper (see webpack.config.js), so the positioning engine (the larger part of a tooltip's code)
 * downloads the first time a tooltip opens, not with the first screen. The tooltip itself and the
 * element it describes are there from the start, so nothing is replaced when the code arrives: a
 * focused button keeps its focus. Until a tooltip first opens it draws nothing, as a closed
 * Popper does; the first one shows once its code has arrived (a blink on a slow connection).
 */
export default function TooltipPopper({
  ref,
  ...props
}: PopperProps & { ref?: Ref<HTMLDivElement> }) {
  const [wanted, setWanted] = useState(Boolean(props.open));
  // Derived from props during render, so the first opening asks for the code at once.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Popper ref={ref} {...props} />
    </Suspense>
  );
}
