import type { SvgIconProps } from '@mui/material/SvgIcon';
import MaleIcon from '@mui/icons-material/Male';
import FemaleIcon from '@mui/icons-material/Female';
import TransgenderIcon from '@mui/icons-material/Transgender';
import type { Gender } from '@/domain/character';

type IconProps = Omit<SvgIconProps, 'children'>;

/** The gender's icon, labelled with the gender. */
export function GenderIcon({ gender, ...props }: IconProps & { gender: Gender }) {
  const Icon = gender === 'Male' ? MaleIcon : gender === 'Female' ? FemaleIcon : TransgenderIcon;
  return <Icon titleAccess={gender} {...props} />;
}
