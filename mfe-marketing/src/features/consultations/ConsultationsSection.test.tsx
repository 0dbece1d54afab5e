import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { products } from '@site/shared/catalogue';
import { useToastStore } from '@site/shared/toast';
import type { Product } from '@site/shared/types';
import { renderPage } from '../../test/renderPage';
import { consultationProducts } from './bookConsultation';
import { ConsultationsSection } from './ConsultationsSection';

const session: Product = {
  ...(products[0] as Product),
  id: 'quick-consultation-call',
  name: 'Quick Consultation Call',
  price: 150,
  duration: '30 minutes',
};

const fetchMock = jest.fn();
const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

beforeEach(() => {
  useToastStore.getState().clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(window, 'open').mockImplementation(() => null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('the catalogue has no consultation products, and the section says how to book instead', async () => {
  expect(consultationProducts(products)).toEqual([]);
  await renderPage(<ConsultationsSection products={[]} />);
  expect(screen.getByText(/No paid sessions are open for booking right now/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Book now: Quick/ })).toBeNull();
});

test('booking: processing state, POST with the product, payment window and toast', async () => {
  let answer: (value: unknown) => void = () => undefined;
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  await renderPage(<ConsultationsSection products={[session]} />);
  await userEvent.click(screen.getByRole('button', { name: 'Book now: Quick Consultation Call' }));
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/create-consultation-payment');
  expect(JSON.parse(String(init.body))).toEqual({
    productId: 'quick-consultation-call',
    productName: 'Quick Consultation Call',
    price: 150,
    duration: '30 minutes',
  });
  await act(async () =>
    answer({ ok: true, status: 200, json: async () => ({ url: 'https://checkout.example.com/pay/1' }) }),
  );
  expect(window.open).toHaveBeenCalledWith('https://checkout.example.com/pay/1', '_blank', 'noopener,noreferrer');
  expect(toastTitles()).toContain('Payment Processing');
  expect(screen.getByRole('button', { name: 'Book now: Quick Consultation Call' })).toBeEnabled();
});

test.each([
  ['a non-OK answer', () => fetchMock.mockResolvedValueOnce({ ok: false, status: 400, json: async () => ({}) })],
  ['a network failure', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  [
    'an unusable url',
    () =>
      fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ url: 'javascript:alert(1)' }) }),
  ],
])('booking error on %s: destructive toast, logged, no window', async (_label, arrange) => {
  arrange();
  await renderPage(<ConsultationsSection products={[session]} />);
  await userEvent.click(screen.getByRole('button', { name: 'Book now: Quick Consultation Call' }));
  await screen.findByRole('button', { name: 'Book now: Quick Consultation Call' });
  expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
    title: 'Booking Error',
    description: 'Unable to process booking. Please try again or contact support.',
    variant: 'destructive',
  });
  expect(console.error).toHaveBeenCalled();
  expect(window.open).not.toHaveBeenCalled();
});
