import { useCallback, useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from '@site/shared/router';
import { useEscapeToClose } from '@site/shared/ui';

/** The small-screen menu's disclosure: open state, its toggle, and when it closes. */
export function useMobileMenu() {
  const { pathname } = useLocation();
  // The page the menu was opened on: it is open only there, so it closes on navigation by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((value: boolean) => setOpenOn(value ? pathname : null), [pathname]);
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A closing menu hides the link that has focus: focus goes back to the toggle, not to the body.
  const returnFocus = useCallback(() => {
    if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  }, []);
  const closeMenu = useCallback(() => {
    setOpen(false);
    returnFocus();
  }, [setOpen, returnFocus]);

  // After a navigation the menu is closed: focus still on one of its links goes back to the
  // toggle (before the browser drops it to the body as the menu hides).
  useLayoutEffect(returnFocus, [pathname, returnFocus]);

  // Escape closes it and focus returns to the toggle (WAI-ARIA APG disclosure navigation).
  useEscapeToClose(open, () => {
    setOpen(false);
    toggleRef.current?.focus();
  });

  // It also closes once focus has left the header, so it never covers the control that has focus.
  const onHeaderBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  const toggleMenu = () => setOpen(!open);

  return { open, menuId, menuRef, toggleRef, toggleMenu, closeMenu, onHeaderBlur };
}
