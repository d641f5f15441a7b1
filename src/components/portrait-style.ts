import { createContext } from 'react';
import type { PortraitStyle } from '@/domain/portrait';

/**
 * How portraits are shown: the `Portrait style` setting, which the app provides. Without it, the
 * classic pictures show, as they always did.
 */
export const PortraitStyleContext = createContext<PortraitStyle>('classic');
