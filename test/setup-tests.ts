import '@testing-library/jest-dom';
import { preloadTooltips } from '@/components/tooltip';

// The app downloads the tooltips' code as soon as it is idle, and a tooltip's child is replaced
// when it arrives; screens are tested as they are from then on (tooltip.test.tsx covers before).
beforeAll(() => preloadTooltips());
