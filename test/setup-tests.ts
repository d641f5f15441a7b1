import '@testing-library/jest-dom';
import { preloadTooltips } from '@/components/tooltip';

// The app downloads the tooltips' code at the first hover, focus or touch of a tooltip's child,
// which is then replaced; screens are tested as they are from then on (tooltip.test.tsx covers
// the time before).
beforeAll(() => preloadTooltips());
