import { createContext } from 'react';

/**
 * Whether characters' game numbers are shown anywhere: the `Game system` setting, which the app
 * provides. Without one, no numbers show and the app looks as it did before it had any.
 */
export const StatsShownContext = createContext(false);
