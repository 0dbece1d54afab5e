import { act, screen } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { SchedulingWidget, WIDGET_GIVE_UP_MS, WIDGET_POLL_MS } from './SchedulingWidget';

const PAGE = 'https://calendly.com/example/30min';
const SCRIPT = 'https://assets.calendly.com/assets/external/widget.js';

beforeEach(() => {
  jest.useFakeTimers();
  delete window.Calendly;
  document.getElementById('scheduling-widget-script')?.remove();
});
afterEach(() => jest.useRealTimers());

test('polls every 100 ms and gives up after 10 s with a plain booking link', async () => {
  await renderPage(<SchedulingWidget pageUrl={PAGE} scriptUrl={SCRIPT} />);
  expect(document.getElementById('scheduling-widget-script')).toHaveAttribute('src', SCRIPT);
  await act(async () => jest.advanceTimersByTime(WIDGET_GIVE_UP_MS - WIDGET_POLL_MS));
  expect(screen.getByText('Loading the booking calendar…')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(WIDGET_POLL_MS));
  const link = screen.getByRole('link', { name: /Book your free 30-minute call/ });
  expect(link).toHaveAttribute('href', PAGE);
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('initialises the widget as soon as it is ready', async () => {
  const initInlineWidget = jest.fn();
  await renderPage(<SchedulingWidget pageUrl={PAGE} scriptUrl={SCRIPT} />);
  await act(async () => jest.advanceTimersByTime(3 * WIDGET_POLL_MS));
  window.Calendly = { initInlineWidget };
  await act(async () => jest.advanceTimersByTime(WIDGET_POLL_MS));
  expect(initInlineWidget).toHaveBeenCalledWith(expect.objectContaining({ url: PAGE }));
  expect(screen.queryByText('Loading the booking calendar…')).toBeNull();
});

test('a script that fails to load shows the link at once', async () => {
  await renderPage(<SchedulingWidget pageUrl={PAGE} scriptUrl={SCRIPT} />);
  await act(async () => {
    document.getElementById('scheduling-widget-script')?.dispatchEvent(new Event('error'));
  });
  expect(screen.getByRole('link', { name: /Book your free 30-minute call/ })).toBeInTheDocument();
});
