/**
 * Every name the app keeps in browser storage, in one place: the stores, the prerendered page's
 * inline script and the build read them from here, so a renamed key cannot leave one behind.
 * The settings' own keys are their field names (see the settings in `domain/`).
 */
export const STORAGE_KEYS = {
  /** My Characters, a JSON list. */
  characters: 'characters',
  /** My Characters' `View`: `carousel`, `grid` or `list`. */
  charactersView: 'charactersView',
  /** The campaigns, a JSON list of `{ id, name }`. */
  campaigns: 'campaigns',
  /** The campaign `Save Character` and the others file new characters in: its id, or empty. */
  currentCampaign: 'currentCampaign',
  /** My Characters' search, sort order and `Campaign` filter, as JSON. */
  charactersSearch: 'charactersSearch',
  /** History, a JSON list, oldest first. */
  history: 'characterHistory',
  /** The generator card's character. */
  current: 'currentCharacter',
  /** The locked values, a JSON list of property names. */
  locks: 'characterLocks',
  /** Whether the card shows the secret "At the table": `true`, or hidden otherwise. */
  showSecret: 'showSecret',
  /** The content packs, a JSON list of `{ id, name, enabled, tables }`. */
  contentPacks: 'contentPacks',
  /** The built-in races and classes left out, as JSON `{ leftOutRaces, leftOutClasses }`. */
  builtInContent: 'builtInContent',
  /** The colour scheme chosen in Settings: `light`, `dark` or `system`. */
  themeMode: 'mui-mode',
  /** Set only by the benchmark: the request delay in milliseconds. */
  benchRequestDelay: 'benchRequestDelayMs',
} as const;
