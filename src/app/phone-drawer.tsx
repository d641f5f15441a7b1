import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

/**
 * The phone menu: a temporary drawer over the page (with its modal, focus trap and slide), kept
 * out of the first download because wide screens never open it.
 */
export default function PhoneDrawer({
  open,
  width,
  onClose,
  children,
}: {
  open: boolean;
  width: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { 'aria-label': 'Menu' } }}
      sx={{ '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
    >
      {children}
    </Drawer>
  );
}
