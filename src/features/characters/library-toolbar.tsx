import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import GridViewIcon from '@mui/icons-material/GridView';
import { SORT_ORDERS, isSortOrder, type SortOrder } from '@/domain/library';
import { isLibraryView, type LibraryView } from '@/domain/library-view';

export interface LibraryToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  view: LibraryView;
  onViewChange: (view: LibraryView) => void;
  searchRef?: Ref<HTMLInputElement>;
  /** More controls for the whole list, placed after the view toggle. */
  actions?: ReactNode;
}

/** Search, sort and view for My Characters; the list follows as the user types. */
export function LibraryToolbar({
  query,
  onQueryChange,
  sort,
  onSortChange,
  view,
  onViewChange,
  searchRef,
  actions,
}: LibraryToolbarProps) {
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
      <TextField
        type="search"
        label="Search characters"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        inputRef={searchRef}
        size="small"
        autoComplete="off"
        sx={{
          flex: '1 1 240px',
          maxWidth: { sm: 420 },
          // The app's focus ring, around the whole field rather than the bare text inside it.
          '& .MuiInputBase-root:has(input:focus-visible)': {
            outline: '3px solid var(--app-focus-ring)',
            outlineOffset: '2px',
          },
          // The label sits on the ring like on the border: its own background breaks the line.
          '& .MuiInputLabel-shrink': { bgcolor: 'background.default', px: 0.5, ml: -0.5 },
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(event) => {
          if (isSortOrder(event.target.value)) onSortChange(event.target.value);
        }}
        size="small"
        sx={{ flex: '1 1 140px', maxWidth: 200 }}
      >
        {SORT_ORDERS.map((order) => (
          <MenuItem key={order} value={order}>
            {order}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="View"
        value={view}
        onChange={(_event, value: unknown) => {
          // Pressing the chosen view again keeps it: one of the two is always shown.
          if (isLibraryView(value)) onViewChange(value);
        }}
      >
        <ToggleButton value="carousel" sx={{ gap: 0.75, px: 1.25 }}>
          <ViewCarouselIcon fontSize="small" />
          Carousel
        </ToggleButton>
        <ToggleButton value="grid" sx={{ gap: 0.75, px: 1.25 }}>
          <GridViewIcon fontSize="small" />
          Grid
        </ToggleButton>
      </ToggleButtonGroup>
      {actions}
    </Box>
  );
}
