import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from '@site/shared/router';
import { useEscapeToClose } from '@site/shared/ui';

/** The small-screen menu's disclosure: open state, its toggle, and when it closes. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A closing menu hides the link that has focus: focus goes back to the toggle, not to the body.
  const closeMenu = useCallback(() => {
    setOpen(false);
    if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  }, []);

  // The mobile menu closes on navigation.
  useEffect(() => closeMenu(), [pathname, closeMenu]);

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

  const toggleMenu = () => setOpen((value) => !value);

  return { open, menuId, menuRef, toggleRef, toggleMenu, closeMenu, onHeaderBlur };
}
