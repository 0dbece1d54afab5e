// A page with a drawing, for the tests of DrawnSvg: on the server (DrawnSvg.server.test.tsx) and
// hydrated in the browser (DrawnSvg.test.tsx).
import { useState } from 'react';
import { DrawnSvg } from './DrawnSvg';

/** Told each time React renders the drawing's shapes. */
function Shapes({ onRender }: { onRender: () => void }) {
  onRender();
  return (
    <>
      <rect width="40" height="20" fill="#123456" />
      <circle cx="10" cy="10" r="4" fillOpacity={0.5} />
    </>
  );
}

export function DrawnPage({ onShapesRender = () => undefined }: { onShapesRender?: () => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
      <DrawnSvg viewBox="0 0 40 20" width="40" height="20" aria-hidden="true">
        <Shapes onRender={onShapesRender} />
      </DrawnSvg>
    </div>
  );
}

/** Its HTML as the prerenderer writes it (in Node, where there is no document). */
export const PRERENDERED_PAGE =
  '<div><button type="button">Clicked <!-- -->0</button><svg viewBox="0 0 40 20" width="40" height="20" aria-hidden="true">' +
  '<rect width="40" height="20" fill="#123456"></rect><circle cx="10" cy="10" r="4" fill-opacity="0.5"></circle></svg></div>';
