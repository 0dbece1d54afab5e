// A drawing hydrated over prerendered HTML keeps the server's shapes, as the page shows them, and
// React does not render its shapes again; rendered in the browser, it draws them.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render } from '@testing-library/react';
import { DrawnPage, PRERENDERED_PAGE } from './drawnSvgPage';

const SHAPES = PRERENDERED_PAGE.slice(PRERENDERED_PAGE.indexOf('<rect'), PRERENDERED_PAGE.indexOf('</svg>'));

describe('DrawnSvg in the browser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('draws its shapes in a client render', () => {
    const { container } = render(<DrawnPage />);
    expect(container.querySelector('svg')?.innerHTML).toBe(SHAPES);
  });

  it('keeps the prerendered shapes while hydrating and after the page renders again', async () => {
    const container = document.createElement('div');
    container.innerHTML = PRERENDERED_PAGE;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const shapesRender = jest.fn();
    await act(async () => {
      hydrateRoot(container, <DrawnPage onShapesRender={shapesRender} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(PRERENDERED_PAGE);
    const button = container.querySelector('button') as HTMLButtonElement;
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicked 1');
    expect(container.querySelector('svg')?.innerHTML).toBe(SHAPES);
    // Its shapes were never rendered by React in the browser: one element hydrated, not a tree.
    expect(shapesRender).not.toHaveBeenCalled();
  });
});
