import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** A dialog as wide as its `maxWidth` allows, and the whole screen on a phone. */
export function PhoneDialog(props: DialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return <Dialog fullScreen={phone} fullWidth {...props} />;
}
