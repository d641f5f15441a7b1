import { useId, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { SORT_ORDERS, isSortOrder, type SortOrder } from '@/domain/library';
import { isLibraryView, type LibraryView } from '@/domain/library-view';
import { useT } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';

export interface LibraryToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  view: LibraryView;
  onViewChange: (view: LibraryView) => void;
  searchRef?: Ref<HTMLInputElement>;
  /** A filter placed after Sort by (the `Campaign` filter). */
  filter?: ReactNode;
  /** More controls for the whole list, placed after the view toggle. */
  actions?: ReactNode;
}

export const fieldFocus = {
  // The app's focus ring, around the whole field rather than the bare control inside it.
  '& .MuiInputBase-root:has(input:focus-visible, select:focus-visible)': {
    outline: '3px solid var(--app-focus-ring)',
    outlineOffset: '2px',
  },
  // The label sits on the ring as on the border: its own background breaks the line.
  '& .MuiInputLabel-shrink': { bgcolor: 'background.default', px: 0.5, ml: -0.5 },
} as const;

/** Each sort order's name in the language shown. */
const SORT_LABELS: Record<SortOrder, MessageId> = {
  'Saved order': 'library.sort.saved',
  'Newest first': 'library.sort.newest',
  Name: 'library.sort.name',
  Race: 'library.sort.race',
  Class: 'library.sort.class',
};

/** Search, sort and view for My Characters; the list follows as the user types. */
export function LibraryToolbar({
  query,
  onQueryChange,
  sort,
  onSortChange,
  view,
  onViewChange,
  searchRef,
  filter,
  actions,
}: LibraryToolbarProps) {
  const searchId = useId();
  const sortId = useId();
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        mb: 2,
      }}
    >
      <FormControl size="small" sx={{ flex: '1 1 240px', maxWidth: { sm: 420 }, ...fieldFocus }}>
        <InputLabel htmlFor={searchId}>{t('library.search')}</InputLabel>
        <OutlinedInput
          id={searchId}
          type="search"
          label={t('library.search')}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          inputRef={searchRef}
          autoComplete="off"
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
        />
      </FormControl>
      {/* The device's own list of options: quick on phones, and no menu code to download. */}
      <FormControl size="small" sx={{ flex: '1 1 140px', maxWidth: 200, ...fieldFocus }}>
        <InputLabel htmlFor={sortId} shrink>
          {t('library.sortBy')}
        </InputLabel>
        <NativeSelect
          value={sort}
          onChange={(event) => {
            if (isSortOrder(event.target.value)) onSortChange(event.target.value);
          }}
          input={<OutlinedInput label={t('library.sortBy')} notched />}
          inputProps={{ id: sortId }}
        >
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(SORT_LABELS[order])}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      {filter}
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('library.view')}
        value={view}
        onChange={(_event, value: unknown) => {
          // Pressing the chosen view again keeps it: one view is always shown.
          if (isLibraryView(value)) onViewChange(value);
        }}
      >
        <ToggleButton value="carousel" sx={{ gap: 0.75, px: 1.25 }}>
          <ViewCarouselIcon fontSize="small" />
          {t('library.carousel')}
        </ToggleButton>
        <ToggleButton value="grid" sx={{ gap: 0.75, px: 1.25 }}>
          <GridViewIcon fontSize="small" />
          {t('library.grid')}
        </ToggleButton>
        <ToggleButton value="list" sx={{ gap: 0.75, px: 1.25 }}>
          <ViewListIcon fontSize="small" />
          {t('library.list')}
        </ToggleButton>
      </ToggleButtonGroup>
      {actions}
    </Box>
  );
}
