import { lazy, Suspense, useState, type Ref } from 'react';
import type { PopperProps } from '@mui/material/Popper';

const loadPopper = () => import(/* webpackChunkName: "tooltip-popper" */ '@mui/material/Popper');
const Popper = lazy(() => loadPopper().catch(loadPopper));

/**
 * The floating part of MUI's tooltips, given to MUI's Tooltip by the build in place of its own
 * Popper, so the positioning engine downloads the first time a tooltip opens, not with the first
 * screen. Until then it draws nothing, as a closed Popper does; the element it describes is
 * there from the start, so a focused button keeps its focus.
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
