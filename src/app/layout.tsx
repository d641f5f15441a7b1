import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { HydrateLater } from '@/components/hydrate-later';
import MenuIcon from '@mui/icons-material/Menu';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import SettingsIcon from '@mui/icons-material/Settings';
import BoltIcon from '@mui/icons-material/Bolt';
import { AlertRoom, AlertStack } from '@/components/alert-stack';
import { useAlert, useAlertHostElement, useAlertsFollowScreen } from '@/state/alerts';
import { useCharacterTransfer } from '@/state/character-transfer';
import { GENERATE_BUTTON_ID, paths } from '@/config/paths';
import { PasteChatHost } from './paste-chat-host';
import { QuickNpcHost, useQuickNpc } from './quick-npc-host';
import { useT } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';
import { CurrentCampaignSelect } from './current-campaign-select';
import { screenTitleId } from './screen-titles';

const DRAWER_WIDTH = 240;

const loadPhoneDrawer = () => import(/* webpackChunkName: "phone-drawer" */ './phone-drawer');
// One more try before giving up: a dropped connection on a phone should not cost the menu.
const PhoneDrawer = lazy(() => loadPhoneDrawer().catch(loadPhoneDrawer));

const links: { to: string; label: MessageId; icon: ReactNode }[] = [
  { to: paths.generator, label: 'nav.generator', icon: <AutoFixHighIcon /> },
  { to: paths.characters, label: 'nav.characters', icon: <CollectionsBookmarkIcon /> },
  { to: paths.settings, label: 'nav.settings', icon: <SettingsIcon /> },
];

/** Quick NPC's shortcut, for the buttons that open it. */
const QUICK_NPC_KEYS = 'Control+K Meta+K';

function DrawerContent({
  onNavigate,
  children,
}: {
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <nav aria-label={t('nav.main')}>
      <Toolbar>
        <Typography variant="h6" component="h2">
          {t('nav.menu')}
        </Typography>
      </Toolbar>
      <List>
        {links.map((link) => (
          <ListItem key={link.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={link.to}
              onClick={onNavigate}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 500 } }}
            >
              <ListItemIcon>{link.icon}</ListItemIcon>
              <ListItemText primary={t(link.label)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {children}
    </nav>
  );
}

const MAIN_ID = 'main-content';

/**
 * A Tab stop shown only when it has the focus, that moves the keyboard focus to `target` (an
 * element's id).
 */
function SkipLink({ target, children }: { target: string; children: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(event) => {
        // Moves the focus without a change of address (the router would take it as a navigation).
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: -100,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 500,
        boxShadow: 4,
        '&:focus': { top: 8 },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The first stops of the Tab order: the content, and on the generator its Generate button, which
 * otherwise sits after every row of the character.
 */
function SkipLinks() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <>
      <SkipLink target={MAIN_ID}>{t('nav.skipToContent')}</SkipLink>
      {pathname.replace(/\/$/, '') === paths.generator && (
        <SkipLink target={GENERATE_BUTTON_ID}>{t('nav.skipToGenerate')}</SkipLink>
      )}
    </>
  );
}

/**
 * Each screen's document title, and a new screen opened at its top (the page keeps the scroll
 * position of the screen before otherwise, which on a phone is far down the generator).
 */
function useScreenChanges() {
  const { pathname } = useLocation();
  const t = useT();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname]);
  useEffect(() => {
    // An address that is no screen gets its title from the error page.
    const screen = screenTitleId(pathname);
    if (screen) document.title = t('app.documentTitle', { screen: t(screen) });
  }, [pathname, t]);
}

/**
 * The alerts, with what their buttons may ask of any screen: a backup, or My Characters. An
 * error is dropped once its screen is left.
 */
function Alerts() {
  const { exportAll } = useCharacterTransfer();
  const navigate = useNavigate();
  useAlertsFollowScreen(useLocation().pathname);
  const commands = useMemo(
    () => ({
      export: () => void exportAll(),
      myCharacters: () => void navigate(paths.characters),
    }),
    [exportAll, navigate],
  );
  const { alerts, removeAlert } = useAlert();
  return (
    <AlertStack
      alerts={alerts}
      removeAlert={removeAlert}
      commands={commands}
      host={useAlertHostElement()}
    />
  );
}

/** Room below a page's content for the alert stack; only this spacer follows the list. */
function Room() {
  return <AlertRoom count={useAlert().alerts.length} />;
}

/** The phone's bar: the menu button, the app's name and Quick NPC (hidden from 900 px up). */
function PhoneAppBar({
  onOpenMenu,
  onQuickNpc,
}: {
  onOpenMenu: () => void;
  onQuickNpc: () => void;
}) {
  const t = useT();
  return (
    <AppBar position="fixed" color="primary" sx={{ display: { md: 'none' } }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('nav.openMenu')}
          onClick={onOpenMenu}
          sx={{ mr: 2 }}
        >
          <MenuIcon />
        </IconButton>
        {/* A phone's bar takes a shorter name where the language's is long, and may wrap it to a
            second line rather than cut it. */}
        <Typography
          variant="h6"
          component="span"
          data-testid="app-bar-title"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            lineHeight: 1.2,
            overflowWrap: 'break-word',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {t('app.barName')}
        </Typography>
        <CurrentCampaignSelect inBar />
        <IconButton
          color="inherit"
          edge="end"
          aria-label={t('nav.quickNpc')}
          aria-keyshortcuts={QUICK_NPC_KEYS}
          onClick={onQuickNpc}
        >
          <BoltIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}

/** The permanent drawer: a fixed panel beside the page, as MUI's docked Drawer draws it. */
function WideDrawer({ onQuickNpc }: { onQuickNpc: () => void }) {
  const t = useT();
  return (
    <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
      <Paper
        square
        elevation={0}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          bottom: 0,
          width: DRAWER_WIDTH,
          boxSizing: 'border-box',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: 'drawer',
        }}
      >
        <HydrateLater>
          <DrawerContent>
            <Box sx={{ px: 2, pt: 1 }}>
              <Button
                variant="outlined"
                fullWidth
                startIcon={<BoltIcon />}
                aria-keyshortcuts={QUICK_NPC_KEYS}
                onClick={onQuickNpc}
              >
                {t('nav.quickNpc')}
              </Button>
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ mt: 0.5, textAlign: 'center' }}
              >
                {t('nav.quickNpcKeys')}
              </Typography>
              <CurrentCampaignSelect />
            </Box>
          </DrawerContent>
        </HydrateLater>
      </Paper>
    </Box>
  );
}

/**
 * The app frame: a permanent 240 px drawer on wide screens (a temporary one behind a menu button
 * on phones), the main area to its right, and the alert stack at the bottom left.
 */
export function Layout() {
  const theme = useTheme();
  // The build-time render (no screen to measure) is the wide frame; CSS shows phones theirs.
  const wide = useMediaQuery(theme.breakpoints.up('md'), {
    noSsr: true,
    defaultMatches: typeof window === 'undefined',
  });
  const [mobileOpen, setMobileOpen] = useState(false);
  const navigation = useNavigation();
  const quickNpc = useQuickNpc();
  const t = useT();
  useScreenChanges();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLinks />
      {/* Both frames are in the page and CSS picks one, so a phone gets its layout from the
          first paint, before any script has measured the screen. */}
      <PhoneAppBar onOpenMenu={() => setMobileOpen(true)} onQuickNpc={quickNpc.show} />
      <WideDrawer onQuickNpc={quickNpc.show} />
      {!wide && (
        <Suspense fallback={null}>
          <PhoneDrawer open={mobileOpen} width={DRAWER_WIDTH} onClose={() => setMobileOpen(false)}>
            <DrawerContent onNavigate={() => setMobileOpen(false)} />
          </PhoneDrawer>
        </Suspense>
      )}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          outline: 'none',
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 1.5, sm: 3 },
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
        }}
      >
        <Toolbar sx={{ display: { md: 'none' } }} />
        {navigation.state === 'loading' && (
          <LinearProgress
            aria-label={t('nav.loadingPage')}
            sx={{ position: 'fixed', top: 0, left: 0, right: 0 }}
          />
        )}
        <Suspense fallback={<LinearProgress aria-label={t('nav.loadingPage')} />}>
          <Outlet />
        </Suspense>
        <Room />
      </Box>
      <Alerts />
      <PasteChatHost />
      <QuickNpcHost open={quickNpc.open} opened={quickNpc.opened} onClose={quickNpc.close} />
    </Box>
  );
}
