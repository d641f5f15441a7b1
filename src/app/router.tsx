import { createBrowserRouter, data, Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout';
import { RouteErrorPage } from './route-error-page';
import { paths } from '@/config/paths';
import { nextTask } from './next-task';

/**
 * Runs a screen's code in steps, each in a task of its own: a slow phone that has just
 * downloaded a large screen (Settings and its form libraries) stays responsive meanwhile, as
 * nothing holds it for long. The steps are parts of one chunk, downloaded together.
 */
async function inSteps<T>(steps: (() => Promise<unknown>)[], last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return last();
}

/** The app's routes. Each screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: paths.root,
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors of a screen render inside the frame, so the menu stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={paths.generator} replace /> },
          {
            path: paths.generator,
            lazy: () =>
              import(
                /* webpackChunkName: "generator" */ '@/features/generator/generator-page'
              ).then((m) => ({ Component: m.GeneratorPage })),
          },
          {
            path: paths.characters,
            lazy: () =>
              import(
                /* webpackChunkName: "characters" */ '@/features/characters/characters-page'
              ).then((m) => ({ Component: m.CharactersPage })),
          },
          {
            path: paths.settings,
            lazy: () =>
              inSteps(
                [
                  () => import(/* webpackChunkName: "settings" */ 'formik'),
                  () => import(/* webpackChunkName: "settings" */ 'yup'),
                  () => import(/* webpackChunkName: "settings" */ '@/domain/settings-schema'),
                  () => import(/* webpackChunkName: "settings" */ '@mui/material/TextField'),
                  () => import(/* webpackChunkName: "settings" */ '@mui/material/Autocomplete'),
                  () => import(/* webpackChunkName: "settings" */ '@mui/material/Select'),
                ],
                () =>
                  import(/* webpackChunkName: "settings" */ '@/features/settings/settings-page'),
              ).then((m) => ({ Component: m.SettingsPage })),
          },
          // The screens' addresses under the app's folder, where people guess them, lead to them.
          ...[paths.characters, paths.settings].map((to) => ({
            path: `${paths.generator}${to}`,
            element: <Navigate to={to} replace />,
          })),
          {
            path: '*',
            loader: ({ request }) => {
              const { pathname } = new URL(request.url);
              throw data(`No route matches URL "${pathname}"`, {
                status: 404,
                statusText: 'Not Found',
              });
            },
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
