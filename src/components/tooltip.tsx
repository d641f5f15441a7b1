import {
  cloneElement,
  createElement,
  isValidElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type PointerEvent as ReactPointerEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import type MuiTooltip from '@mui/material/Tooltip';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';

type TooltipComponent = typeof MuiTooltip;

const loadTooltipModule = () => import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip');

/*
 * MUI's Tooltip brings Popper and its positioning engine: too much to download before the first
 * screen is usable, and never needed for it. One download serves the whole app; every tooltip on
 * screen switches to the real one when it arrives.
 */
type Loader = () => Promise<{ default: TooltipComponent }>;

let load: Loader = loadTooltipModule;
let pending: Promise<void> | null = null;
/** The module, once downloaded. */
let loaded: TooltipComponent | null = null;
/** What tooltips render: the module, from the moment no press is under way. */
let shown: TooltipComponent | null = null;
// Tells a download started before a test reset from the current one.
let generation = 0;
const listeners = new Set<() => void>();

/*
 * The switch replaces the child's element. Made between a press and its release, it would lose
 * that click (a tap that started the download, say), so it waits for the release.
 */
let pressing = false;

function show() {
  if (!loaded || shown || pressing) return;
  shown = loaded;
  for (const listener of [...listeners]) listener();
}

if (typeof document !== 'undefined') {
  const press = () => {
    pressing = true;
  };
  const release = (event: Event) => {
    pressing = false;
    if (!loaded || shown) return;
    // A tap's click comes a little after the finger lifts; a mouse's right after the button.
    const touch = (event as Partial<PointerEvent>).pointerType === 'touch';
    setTimeout(show, touch ? 300 : 0);
  };
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, press, true);
  for (const type of ['pointerup', 'pointercancel', 'keyup']) {
    document.addEventListener(type, release, true);
  }
  // A key let go in another window sends no keyup here.
  window.addEventListener('blur', release);
}

/**
 * Starts downloading the tooltips' code (once); resolves when it has arrived, or when the
 * download failed, in which case the next hover or focus tries again.
 */
export function preloadTooltips(): Promise<void> {
  if (loaded) return Promise.resolve();
  if (!pending) {
    const current = generation;
    pending = load().then(
      (module) => {
        if (current !== generation) return;
        loaded = module.default;
        show();
      },
      () => {
        if (current === generation) pending = null;
      },
    );
  }
  return pending;
}

/**
 * Tests only: forgets the downloaded module, so the next tooltip starts bare again, and loads it
 * with `loader` from now on (the real download when omitted).
 */
export function resetTooltipsForTests(loader: Loader = loadTooltipModule) {
  generation += 1;
  load = loader;
  pending = null;
  loaded = null;
  shown = null;
  pressing = false;
}

const isShown = () => shown !== null;
// Pages rendered at build time show the bare child: the module is never there yet.
const notShown = () => false;

/** What the bare child was doing when it was replaced, to carry over to the real tooltip. */
interface Handover {
  /** Child indexes from the child's root element down to the focused element, if it had focus. */
  focusPath: number[] | null;
  focusVisible: boolean;
  hovered: boolean;
}

function pathTo(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function follow(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

type Handler = ((event: SyntheticEvent) => void) | undefined;

/** Bare children a mouse or pen is over (a finger's touch is no hover). */
const hoveredChildren = new WeakSet<EventTarget>();

/**
 * MUI's Tooltip, with its code downloaded at the first hover, focus or touch of any tooltip's
 * child (or `preloadTooltips`). Until then the child is shown alone, with its own accessible
 * name. When the code arrives, a child that had the focus keeps it, and one under the pointer or
 * focused by keyboard shows its tooltip, as if the code had always been there. A controlled
 * `open` starts the download; the tooltip shows once it has arrived.
 */
export function Tooltip(props: TooltipProps) {
  const {
    arrow: _arrow,
    children,
    classes: _classes,
    describeChild,
    disableFocusListener: _disableFocusListener,
    disableHoverListener: _disableHoverListener,
    disableInteractive: _disableInteractive,
    disableTouchListener: _disableTouchListener,
    enterDelay: _enterDelay,
    enterNextDelay: _enterNextDelay,
    enterTouchDelay: _enterTouchDelay,
    followCursor: _followCursor,
    id: _id,
    leaveDelay: _leaveDelay,
    leaveTouchDelay: _leaveTouchDelay,
    onClose: _onClose,
    onOpen: _onOpen,
    open,
    placement: _placement,
    slotProps: _slotProps,
    slots: _slots,
    title,
    ref,
    ...other
  } = props;
  const bareNode = useRef<Element | null>(null);
  const realNode = useRef<Element | null>(null);
  const handover = useRef<Handover | null>(null);

  // The switch replaces the child's element; what it was doing is read just before.
  const subscribe = useCallback((onChange: () => void) => {
    const listener = () => {
      const node = bareNode.current;
      const active = node?.ownerDocument.activeElement;
      const focusPath = node && active && node.contains(active) ? pathTo(node, active) : null;
      handover.current = {
        focusPath,
        focusVisible: focusPath !== null && !!active && matchesFocusVisible(active),
        hovered: node !== null && hoveredChildren.has(node),
      };
      onChange();
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const ready = useSyncExternalStore(subscribe, isShown, notShown);

  useEffect(() => {
    if (!ready && open) void preloadTooltips();
  }, [ready, open]);

  useLayoutEffect(() => {
    const state = handover.current;
    const node = realNode.current;
    handover.current = null;
    if (!ready || !state || !node) return;
    if (state.focusPath) {
      const target = follow(node, state.focusPath);
      if (target instanceof HTMLElement && target.ownerDocument.activeElement !== target) {
        // The focus event that follows lets MUI open the tooltip for a keyboard user.
        target.focus({ preventScroll: true, focusVisible: state.focusVisible });
      }
    }
    // MUI opens on mouseover; the pointer already over the child sends none until it moves.
    if (state.hovered) node.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  }, [ready]);

  const childRef = isValidElement<{ ref?: Ref<Element> }>(children)
    ? children.props.ref
    : undefined;
  const bareRef = useForkRef(childRef, ref as Ref<Element> | undefined, bareNode);
  const realRef = useForkRef(ref as Ref<Element> | undefined, realNode);

  if (ready && shown) return createElement(shown, { ...props, ref: realRef });
  if (!isValidElement<Record<string, unknown>>(children)) return children;

  // As the real tooltip does: the rest of the props (a ClickAwayListener's, say) go to the child,
  // and the child's own props win.
  const base: Record<string, unknown> = {
    ...(typeof title === 'string' && !describeChild ? { 'aria-label': title } : {}),
    ...other,
    ...children.props,
  };
  if (other.className || children.props.className) {
    base.className = [other.className, children.props.className].filter(Boolean).join(' ');
  }
  const { onPointerOver, onPointerLeave, onMouseOver, onFocus, onTouchStart } = base as Record<
    string,
    Handler
  >;
  return cloneElement(children, {
    ...base,
    ref: bareRef,
    onPointerOver: (event: ReactPointerEvent<Element>) => {
      if (event.pointerType !== 'touch') hoveredChildren.add(event.currentTarget);
      onPointerOver?.(event);
    },
    onPointerLeave: (event: ReactPointerEvent<Element>) => {
      hoveredChildren.delete(event.currentTarget);
      onPointerLeave?.(event);
    },
    onMouseOver: (event: SyntheticEvent) => {
      void preloadTooltips();
      onMouseOver?.(event);
    },
    onFocus: (event: SyntheticEvent) => {
      void preloadTooltips();
      onFocus?.(event);
    },
    onTouchStart: (event: SyntheticEvent) => {
      void preloadTooltips();
      onTouchStart?.(event);
    },
  });
}
