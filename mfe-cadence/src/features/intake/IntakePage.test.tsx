import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/renderPage';
import { IntakePage } from './IntakePage';

test('instructions show the three steps; Begin swaps to the external form and Back returns', async () => {
  await renderPage(<IntakePage />, '/cadence-concierge/intake');
  const steps = screen.getAllByTestId('intake-step');
  expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual(['5-10 minutes', '24-48 hours', 'Same day']);
  await userEvent.click(screen.getByRole('button', { name: 'Begin Intake Process' }));
  expect(await screen.findByTitle('Insurance intake form')).toHaveAttribute(
    'src',
    'https://forms.cadence-concierge.com/intake',
  );
  expect(screen.getByRole('heading', { name: 'Secure intake form' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'open the intake form in a new tab' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await userEvent.click(screen.getByRole('button', { name: /Back to instructions/ }));
  expect(screen.getByRole('button', { name: 'Begin Intake Process' })).toBeInTheDocument();
});
