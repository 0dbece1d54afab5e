/** @jest-environment node */
// On the server, as the prerenderer renders a page, a drawing draws all its shapes.
import { renderToString } from 'react-dom/server';
import { DrawnPage, PRERENDERED_PAGE } from './drawnSvgPage';

it('DrawnSvg draws its shapes on the server', () => {
  expect(renderToString(<DrawnPage />)).toBe(PRERENDERED_PAGE);
});
