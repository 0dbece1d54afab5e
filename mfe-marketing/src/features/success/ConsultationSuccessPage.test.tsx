import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { ConsultationSuccessPage } from './ConsultationSuccessPage';
import { confirmPayment } from './paymentStatus';

jest.mock('./paymentStatus', () => ({ confirmPayment: jest.fn() }));
const confirm = confirmPayment as jest.MockedFunction<typeof confirmPayment>;
beforeEach(() => confirm.mockReset());

const open = async (query: string) => {
  await renderPage(<ConsultationSuccessPage />, `/consultation-success${query}`);
  await screen.findByRole('heading', { level: 1, name: /Payment Successful!|We could not confirm this payment/ });
};

test('a confirmed payment: the success mark, Paid, the Session ID and what happens next', async () => {
  confirm.mockResolvedValue('paid');
  await open('?session_id=cs_sim_abcdefgh12345678');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful!');
  expect(screen.getByRole('img', { name: 'Paid' })).toBeInTheDocument();
  expect(screen.getByText('Paid', { exact: true })).toBeInTheDocument();
  expect(screen.getByTestId('session-id')).toHaveTextContent('12345678');
  expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  expect(screen.getByText(/Within 5 minutes you receive a confirmation/)).toBeInTheDocument();
});

test('a payment the server cannot confirm: no success mark and no promises, the Session ID and what to do', async () => {
  confirm.mockResolvedValue('unconfirmed');
  await open('?session_id=totally_forged_id_PWNED123');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not confirm this payment');
  expect(screen.queryByRole('img', { name: 'Paid' })).toBeNull();
  expect(screen.getByRole('img', { name: 'Not confirmed' })).toBeInTheDocument();
  expect(screen.queryByText('Paid', { exact: true })).toBeNull();
  // docs/product.md §2: the Session ID whenever the link carries one, paid or not.
  expect(screen.getByText(/Session ID:/)).toHaveTextContent('Session ID: PWNED123');
  expect(screen.queryByRole('heading', { name: 'What happens next' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Included with your session' })).toBeNull();
  const steps = screen.getByRole('heading', { name: 'What you can do' }).nextElementSibling as HTMLElement;
  expect(steps).toHaveTextContent(/If you have paid, look for our confirmation email/);
  expect(steps).toHaveTextContent(/with your Session ID, PWNED123,/);
  expect(within(steps).getByRole('link', { name: 'support@alexrivera.ai' })).toHaveAttribute(
    'href',
    'mailto:support@alexrivera.ai?subject=Consultation%20booking%20PWNED123',
  );
  expect(within(steps).getByRole('link', { name: 'Book a free strategy call' })).toHaveAttribute('href', '/#contact');
});

test('a link with no payment reference: no success mark, no Session ID, what to do', async () => {
  await renderPage(<ConsultationSuccessPage />, '/consultation-success');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not confirm this payment');
  expect(screen.getByText(/This page has no payment reference/)).toBeInTheDocument();
  expect(screen.queryByText(/Session ID/)).toBeNull();
  expect(screen.queryByRole('img', { name: 'Paid' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'What happens next' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'What you can do' })).toBeInTheDocument();
  expect(confirm).not.toHaveBeenCalled();
});
