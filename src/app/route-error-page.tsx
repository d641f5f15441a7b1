import { useEffect } from 'react';
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useT } from '@/components/i18n';
import { isChunkLoadError } from '@/domain/model-errors';

/** What a route error says to a person: the status of a route response, or the error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/**
 * What an address that is no screen shows: a plain "Page not found" and the way to each screen,
 * named as the menu names them (the router's own words are for developers).
 */
function NotFoundPage() {
  const t = useT();
  const links = [
    { to: paths.generator, label: t('nav.generator') },
    { to: paths.characters, label: t('nav.characters') },
    { to: paths.settings, label: t('nav.settings') },
  ];
  return (
    <Box component="section" aria-labelledby="not-found-heading" sx={{ p: { xs: 1, sm: 4 } }}>
      <Typography id="not-found-heading" variant="h4" component="h1" gutterBottom>
        {t('errorPage.notFound')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('errorPage.notFound.text')}</Typography>
      <Box component="ul" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 0, m: 0 }}>
        {links.map((link, i) => (
          <Box component="li" key={link.to} sx={{ listStyle: 'none' }}>
            <Button
              variant={i === 0 ? 'contained' : 'outlined'}
              component={RouterLink}
              to={link.to}
            >
              {link.label}
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The router's error page (an unknown address shows {@link NotFoundPage}). React Router remembers a failed lazy route until the page is loaded
 * again, so the page offers a Reload button that recovers from a failed chunk download.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = useT();
  useEffect(() => {
    const screen = t(notFound ? 'errorPage.notFound' : 'errorPage.error');
    document.title = t('app.documentTitle', { screen });
  }, [notFound, t]);
  if (notFound) return <NotFoundPage />;
  return (
    <Box role="alert" sx={{ p: 4 }}>
      <Typography variant="h4" component="h2" gutterBottom>
        {t('errorPage.unexpected')}
      </Typography>
      <Typography component="h3" variant="h6" sx={{ fontStyle: 'italic', whiteSpace: 'pre-wrap' }}>
        {describeRouteError(error)}
      </Typography>
      {isChunkLoadError(error) && <Typography sx={{ mt: 2 }}>{t('errorPage.chunk')}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.generator}>
          {t('errorPage.back')}
        </Button>
      </Box>
    </Box>
  );
}
