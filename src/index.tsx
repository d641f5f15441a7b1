import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// A transition lets React split the first render into short tasks, so a slow phone stays
// responsive while the app starts.
startTransition(() => root.render(<App />));
