import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findProduct } from '@site/shared/catalogue';
import type { Product } from '@site/shared/types';
import { renderPage } from '../../test/renderPage';
import { DemoVideo } from './DemoVideo';

const tracker = findProduct('lead-tracker-app') as Product;

test('Watch demo hands focus to the video, and a video that cannot load to Try again, told why', async () => {
  const user = userEvent.setup();
  await renderPage(<DemoVideo product={tracker} />);
  await user.click(screen.getByRole('button', { name: 'Watch demo: AI Lead Tracker' }));
  const video = screen.getByLabelText('Demo of AI Lead Tracker');
  expect(video).toHaveFocus();

  act(() => {
    fireEvent.error(video);
  });
  const retry = screen.getByRole('button', { name: 'Try again' });
  expect(retry).toHaveFocus();
  expect(retry).toHaveAccessibleDescription(
    'The demo video could not be loaded right now. Check your connection and try again.',
  );

  await user.click(retry);
  expect(screen.getByLabelText('Demo of AI Lead Tracker')).toHaveFocus();
});
