import { useState, type ComponentPropsWithoutRef } from 'react';
import { useHydrating } from '@site/shared/hydration';

// A drawing's <svg> (docs/design.md): the covers and the art are dozens of shapes that never
// change once drawn and answer no input. Rendered on the server and on a client-side visit, it
// draws its shapes as usual. When React hydrates prerendered HTML, it hydrates the <svg> alone and
// keeps the shapes the server drew: a drawing is then one element to hydrate instead of a tree of
// them (docs/performance.md, "The first seconds"). The picture is the same either way.

// Hydrating an element with inner HTML leaves its children as they are; the same object on every
// render tells React that nothing changed, so it never writes the (empty) HTML into the element.
const KEEP_SERVER_SHAPES = { __html: '' };

export type DrawnSvgProps = ComponentPropsWithoutRef<'svg'>;

export function DrawnSvg({ children, ...svg }: DrawnSvgProps) {
  // True only while hydrating (on the server nothing is kept: there is nothing to keep).
  const hydrating = useHydrating();
  const [kept] = useState(() => hydrating && typeof document !== 'undefined');
  if (kept) return <svg {...svg} dangerouslySetInnerHTML={KEEP_SERVER_SHAPES} suppressHydrationWarning />;
  return <svg {...svg}>{children}</svg>;
}
