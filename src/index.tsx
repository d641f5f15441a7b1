import { nextTask } from '@/app/next-task';

/**
 * The app's entry. Its code (the libraries, then the app's own) runs in steps, each in a task of
 * its own, rather than in one long task: a slow phone that shows the page painted at build time
 * keeps answering meanwhile (taps are held by the page's head script until the app is in). The
 * steps are parts of the scripts already downloaded (the page asks for the screen's own code
 * beside them).
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager", webpackExports: ["useState"] */ 'react'),
  () => import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["CacheProvider"] */ '@emotion/react'),
  () =>
    import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ '@mui/material/styles'),
  () => import(/* webpackMode: "eager", webpackExports: ["RouterProvider"] */ 'react-router-dom'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Button'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/IconButton'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Typography'),
    ]),
  () =>
    Promise.all([
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/AppBar'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/List'),
      import(
        /* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/ListItemButton'
      ),
    ]),
  () => import(/* webpackMode: "eager", webpackExports: ["AppProviders"] */ '@/app/providers'),
];

async function boot() {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const { start } = await import(
    /* webpackMode: "eager", webpackExports: ["start"] */ './app/start-up/start'
  );
  start();
}

void boot();
