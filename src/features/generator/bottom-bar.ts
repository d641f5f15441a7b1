/** Phones and tablets: the stacked layout, where the card is taller than the screen. */
export const STACKED = '@media (max-width: 899.95px)';

/** The look of a bar along the foot of a phone's screen: the card's paper, a line above it. */
export const BOTTOM_BAR = {
  px: 2,
  pt: 1.5,
  pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
  bgcolor: 'background.paper',
  // The card's own tint in the dark scheme, so the bar matches the card.
  backgroundImage: 'var(--Paper-overlay)',
  borderTop: 1,
  borderColor: 'divider',
} as const;

/** Icon buttons inside an element styled with this are at least 44 px square, a fingertip's size. */
export const TOUCH_TARGETS = {
  '& .MuiIconButton-root': { minWidth: 44, minHeight: 44 },
} as const;
