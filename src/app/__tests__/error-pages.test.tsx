import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../error-boundary';
import { RouteErrorPage, describeRouteError } from '../route-error-page';

function Broken(): never {
  throw new Error('render exploded');
}

test('an uncaught render error shows "Something went wrong." and is logged', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
  expect(
    logged.mock.calls.some((call) =>
      call.some((arg) => arg instanceof Error && arg.message === 'render exploded'),
    ),
  ).toBe(true);
});

test('the router error page shows the heading, the message and a Reload button', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.\n(error: /x.js)'), {
    name: 'ChunkLoadError',
  });
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      loader: () => {
        throw chunkError;
      },
      element: <p>never</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Loading chunk 42 failed/)).toBeInTheDocument();
  expect(screen.getByText(/could not be downloaded/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});

test('describeRouteError: status responses, errors and anything else', () => {
  expect(describeRouteError(new Error('boom'))).toBe('boom');
  expect(describeRouteError({ a: 1 })).toBe('{"a":1}');
});

test('an unknown address shows a plain "Page not found" with a link to each screen', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'character-generator', element: <h1>Generator here</h1> },
          {
            path: '*',
            loader: () => {
              throw new Response('No route matches URL "/nowhere"', {
                status: 404,
                statusText: 'Not Found',
              });
            },
          },
        ],
      },
    ],
    { initialEntries: ['/nowhere'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(document.title).toBe('Page not found — Fantasy Character Generator');
  // The router's words for developers are not shown.
  expect(screen.queryByText(/Unexpected Application Error|404|No route matches/)).toBeNull();
  expect(screen.getByRole('link', { name: 'My Characters' })).toHaveAttribute(
    'href',
    '/characters',
  );
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  screen.getByRole('link', { name: 'Character Generator' }).click();
  expect(await screen.findByRole('heading', { name: 'Generator here' })).toBeInTheDocument();
});
