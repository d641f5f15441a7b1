import { createBrowserRouter, data, Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout';
import { RouteErrorPage } from './route-error-page';
import { paths } from '@/config/paths';

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
              import(/* webpackChunkName: "settings" */ '@/features/settings/settings-page').then(
                (m) => ({ Component: m.SettingsPage }),
              ),
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
