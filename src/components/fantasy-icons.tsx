import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import MaleIcon from '@mui/icons-material/Male';
import FemaleIcon from '@mui/icons-material/Female';
import TransgenderIcon from '@mui/icons-material/Transgender';
import type { CharacterClass, Gender, Race } from '@/domain/character';
import { FANTASY_ICON_PATHS } from './fantasy-icon-paths';

type IconProps = Omit<SvgIconProps, 'children'>;

function GameIcon({
  icon,
  label,
  ...props
}: IconProps & { icon: Race | CharacterClass; label: string }) {
  return (
    <SvgIcon viewBox="0 0 512 512" titleAccess={label} {...props}>
      <path d={FANTASY_ICON_PATHS[icon]} />
    </SvgIcon>
  );
}

/** The race's icon, labelled with the race's name. */
export function RaceIcon({ race, ...props }: IconProps & { race: Race }) {
  return <GameIcon icon={race} label={race} {...props} />;
}

/** The class's icon, labelled with the class's name. */
export function ClassIcon({
  characterClass,
  ...props
}: IconProps & { characterClass: CharacterClass }) {
  return <GameIcon icon={characterClass} label={characterClass} {...props} />;
}

/** The gender's icon, labelled with the gender. */
export function GenderIcon({ gender, ...props }: IconProps & { gender: Gender }) {
  const Icon = gender === 'Male' ? MaleIcon : gender === 'Female' ? FemaleIcon : TransgenderIcon;
  return <Icon titleAccess={gender} {...props} />;
}
