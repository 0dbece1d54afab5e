import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findProduct } from '@site/shared/catalogue';
import type { Product } from '@site/shared/types';
import { renderPage } from '../../test/renderPage';
import { RoiCalculator } from './RoiCalculator';

// 10 hours a week, $50 an hour, $67.
const chatbot = findProduct('chatbot-builder-app') as Product & { roiData: NonNullable<Product['roiData']> };

const figures = () =>
  ['roi-weekly', 'roi-monthly', 'roi-yearly', 'roi-payback', 'roi-percent'].map(
    (id) => screen.getByTestId(id).textContent,
  );

test('the figures follow the field, and say they need a valid rate for every invalid entry', async () => {
  const user = userEvent.setup();
  await renderPage(<RoiCalculator product={chatbot} />);
  const rate = screen.getByLabelText('Your hourly rate ($)');
  await user.clear(rate);
  await user.type(rate, '10');
  expect(figures()).toEqual(['$100.00', '$400.00', '$4,800.00', '1 week', '7,064%']);
  expect(screen.queryByTestId('roi-needs-rate')).toBeNull();

  for (const entry of ['abc', '1e3', '99999999', '', '-5']) {
    await user.clear(rate);
    if (entry) await user.type(rate, entry);
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('roi-needs-rate')).toHaveTextContent('The figures need a valid hourly rate.');
    expect(figures()).toEqual(['—', '—', '—', '—', '—']);
    expect(screen.getByLabelText('Return on AI Chatbot Builder')).toHaveAccessibleDescription(
      'The figures need a valid hourly rate.',
    );
  }

  await user.clear(rate);
  await user.type(rate, '100');
  expect(within(screen.getByTestId('roi-calculator')).queryByRole('alert')).toBeNull();
  expect(figures()).toEqual(['$1,000.00', '$4,000.00', '$48,000.00', '1 week', '71,542%']);
});
