import { STORAGE_KEYS } from './storage-keys';

/**
 * What the page painted at build time and the app agree on: the head script marks <html> with
 * these before the first paint, the page's styles show or hide painted parts by them, and the
 * app clears them once it has drawn the visitor's own screen. Every side reads the names here.
 */
export const PAGE_ATTRIBUTES = {
  /** Something of the visitor's is stored: the page's built-in character and empty lists hide. */
  returning: 'data-returning',
  /** Saved characters are stored: My Characters paints card frames in place of its empty list. */
  saved: 'data-saved',
  /** A share link's character is about to replace the card's: the card hides until it does. */
  sharePending: 'data-share-pending',
  /** The text is in Roboto (until then the system's sans-serif, and no font downloads). */
  fonts: 'data-fonts',
  /** The colour scheme in use, `light` or `dark`; MUI keeps it in step afterwards. */
  colorScheme: 'data-mui-color-scheme',
  /** Settings are stored: the painted Settings form (the defaults) hides until the app is in. */
  settings: 'data-settings',
  /**
   * Set to `ready` once the app has taken over the page (the browser tests wait for it). Until
   * then the head script holds the visitor's clicks, key presses and typing for the app.
   */
  app: 'data-app',
} as const;

/** Marks on parts of the painted screen that the page's styles hide by the attributes above. */
export const PAINTED_PART_ATTRIBUTES = {
  /** The built-in character and the empty lists: hidden for a returning visitor. */
  starterCharacter: 'data-starter-character',
  /** My Characters' empty list: hidden when characters are saved. */
  noCharacters: 'data-no-characters',
  /** My Characters' card frames: shown only when characters are saved. */
  savedOnly: 'data-saved-only',
  /** The Settings form painted with the defaults: hidden when settings are stored. */
  defaultSettings: 'data-default-settings',
  /** Settings' "Loading your settings…": shown when settings are stored, until the app is in. */
  settingsLoading: 'data-settings-loading',
} as const;

/** The props that mark a part of the painted screen: `<div {...paintedPart('savedOnly')}>`. */
export const paintedPart = (part: keyof typeof PAINTED_PART_ATTRIBUTES) => ({
  [PAINTED_PART_ATTRIBUTES[part]]: '',
});

/** On #root: the index of the pre-made character the page was painted with. */
export const STARTER_ATTRIBUTE = 'data-starter';

/** The storage the head script reads before the first paint. */
export const FIRST_PAINT_STORAGE = {
  /** The colour scheme chosen in Settings. */
  themeMode: STORAGE_KEYS.themeMode,
  /** Any of these holding more than an empty list makes a returning visitor. */
  returning: [STORAGE_KEYS.history, STORAGE_KEYS.characters, STORAGE_KEYS.current],
  /** Holding more than an empty list: saved characters. */
  saved: STORAGE_KEYS.characters,
  /**
   * Any of these stored: the visitor's own settings, which the painted Settings form lacks (the
   * colour scheme and every setting's own key; a test keeps the list equal to the settings').
   */
  settings: [
    STORAGE_KEYS.themeMode,
    'useOllamaAPI',
    'ollamaEndpoint',
    'ollamaModelName',
    'useAzureAPI',
    'azureEndpoint',
    'azureModelName',
    'azureToken',
    'azureStream',
    'ollamaJsonSchema',
    'ollamaThink',
    'azureJsonSchema',
    'usePasteChat',
    'generatedTextLanguage',
    'gameSystem',
    'abilityScoreMethod',
    'storyLength',
    'portraitStyle',
    'imageModel',
    'imageEndpoint',
    'imageModelName',
    'imageApiKey',
    'portraitPromptStyle',
    'defaultPictures',
    'foundryPortraitFolder',
    'interfaceLanguage',
  ],
} as const;

/** Where the head script keeps what the visitor did before the app took over (on `window`). */
export const EARLY_INPUT = '__earlyInput';

/**
 * How a control shows that a press made before the app took over was taken, until the app
 * carries it out: the page's own styles draw the look by these attributes.
 */
export const EARLY_LOOK = {
  /** On a control pressed early: how many presses wait for the app. */
  held: 'data-early-held',
  /**
   * The class MUI gives a checked switch's thumb and track: a switch pressed early moves at once
   * by it (the painted page carries the style), before the app is there to check it.
   */
  checkedClass: 'Mui-checked',
} as const;

/**
 * A part of the page the app adopts in a pass of its own carries `laterPart`; the app adds
 * `adopted` once that part answers clicks (a press held before then waits for it).
 */
export const ADOPTION_ATTRIBUTES = {
  laterPart: 'data-later-part',
  adopted: 'data-adopted',
} as const;

/** The start of a share link's fragment: `#c=<data>` on the generator's address. */
export const SHARE_FRAGMENT = '#c=';
