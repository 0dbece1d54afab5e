// Escape closes what the visitor is in: the newest open dialog, sheet or menu. Radix gives Escape
// to its highest layer, and a toast that appears after a dialog opened is a higher layer than the
// dialog, so with toasts on screen Escape would dismiss a toast and leave the dialog open. This
// listener runs first (window, capture phase), closes the newest open layer and marks the key as
// handled, which Radix's dialog and toast layers respect.
import { useEffect, useRef } from 'react';

interface EscapeLayer {
  close: () => void;
  /** A modal layer keeps Escape even when focus is in a toast (it cannot be, focus is trapped). */
  modal: boolean;
}

const layers: EscapeLayer[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = layers[layers.length - 1];
  if (!top) return;
  // A visitor in a toast (F8, then Tab) means that toast: Radix closes it.
  const target = event.target instanceof Element ? event.target : null;
  if (!top.modal && target?.closest('[data-toast]')) return;
  event.preventDefault();
  top.close();
}

function openLayer(layer: EscapeLayer): () => void {
  layers.push(layer);
  if (layers.length === 1) window.addEventListener('keydown', onKeyDown, true);
  return () => {
    const index = layers.indexOf(layer);
    if (index !== -1) layers.splice(index, 1);
    if (layers.length === 0) window.removeEventListener('keydown', onKeyDown, true);
  };
}

/** While `open`, Escape calls `close` (the newest open layer first). */
export function useEscapeToClose(open: boolean, close: () => void, { modal = false } = {}): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return undefined;
    return openLayer({ close: () => latest.current(), modal });
  }, [open, modal]);
}
