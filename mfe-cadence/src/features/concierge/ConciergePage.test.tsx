import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/renderPage';
import { CONCIERGE_STRUCTURED_DATA_ID, ConciergePage } from './ConciergePage';
import { MAX_UPLOAD_BYTES } from './uploadValidation';

const jsonLd = () =>
  document.head.querySelectorAll(`script[type="application/ld+json"][data-id="${CONCIERGE_STRUCTURED_DATA_ID}"]`);

function pdf(name: string, size?: number) {
  const bytes = new Uint8Array(size ?? 64);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([bytes], name, { type: 'application/pdf' });
}

test('structured data is in the head while shown, removed on leaving, never duplicated', async () => {
  const first = await renderPage(<ConciergePage />, '/cadence-concierge');
  expect(jsonLd()).toHaveLength(1);
  expect(JSON.parse(jsonLd()[0]?.textContent ?? '{}')).toMatchObject({ '@type': 'MedicalBusiness' });
  first.unmount();
  expect(jsonLd()).toHaveLength(0);
  const second = await renderPage(<ConciergePage />, '/cadence-concierge');
  expect(jsonLd()).toHaveLength(1);
  second.unmount();
  expect(jsonLd()).toHaveLength(0);
});

test('uploads are checked: an oversized or mismatched file gets a message by its field and the form keeps its values', async () => {
  await renderPage(<ConciergePage />, '/cadence-concierge');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Jordan Lee');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');

  const card = screen.getByLabelText('Insurance card (required)');
  await user.upload(card, pdf('card.pdf', MAX_UPLOAD_BYTES + 1));
  expect(await screen.findByText(/larger than 10 MB/)).toBeInTheDocument();
  expect(card).toHaveAttribute('aria-invalid', 'true');

  const prescription = screen.getByLabelText('Prescription (required)');
  const fake = new File([new Uint8Array([0x4d, 0x5a, 0, 0, 0, 0])], 'prescription.png', { type: 'image/png' });
  await user.upload(prescription, fake);
  expect(await screen.findByText(/does not match its type \(PNG\)/)).toBeInTheDocument();
  expect(screen.getByLabelText('Full name')).toHaveValue('Jordan Lee');

  await user.upload(card, pdf('card.pdf'));
  await user.upload(prescription, pdf('prescription.pdf'));
  // Each file is shown once checked (the checks read the files, after the upload has returned).
  await waitFor(() =>
    expect(screen.getAllByTestId('chosen-file').map((c) => c.textContent)).toEqual([
      'card.pdf (64 B)',
      'prescription.pdf (64 B)',
    ]),
  );
  await user.click(screen.getByRole('button', { name: 'Check my documents' }));
  const next = screen.getByRole('status');
  expect(next).toHaveTextContent('Nothing has been sent yet');
  expect(within(next).getByRole('link', { name: 'Continue to the secure intake form' })).toHaveAttribute(
    'href',
    '/cadence-concierge/intake',
  );
});

test('submitting without documents asks for both, without a fake success', async () => {
  await renderPage(<ConciergePage />, '/cadence-concierge');
  await userEvent.click(screen.getByRole('button', { name: 'Check my documents' }));
  expect(screen.getByText('Upload a photo or scan of your insurance card.')).toBeInTheDocument();
  expect(screen.getByText('Upload your prescription.')).toBeInTheDocument();
  expect(screen.getByText('Enter your full name.')).toBeInTheDocument();
  expect(screen.queryByText(/ready to send/)).toBeNull();
  // The visitor is taken to the first field to mend, which says what is wrong with it.
  expect(screen.getByLabelText('Full name')).toHaveFocus();
  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your full name.');
});

test('with the details given, a missing document takes the focus to its field', async () => {
  await renderPage(<ConciergePage />, '/cadence-concierge');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Jordan Lee');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.upload(screen.getByLabelText('Insurance card (required)'), pdf('card.pdf'));
  await waitFor(() => expect(screen.getByTestId('chosen-file')).toHaveTextContent('card.pdf'));
  await user.click(screen.getByRole('button', { name: 'Check my documents' }));
  expect(screen.getByLabelText('Prescription (required)')).toHaveFocus();
});

test('a submit that comes while a file is still being checked waits for the check: a refused file is never ready to send', async () => {
  await renderPage(<ConciergePage />, '/cadence-concierge');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Jordan Lee');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.upload(screen.getByLabelText('Insurance card (required)'), pdf('card.pdf'));
  await waitFor(() => expect(screen.getByTestId('chosen-file')).toHaveTextContent('card.pdf'));
  // On a slow phone the early-events script replays the file choice and the press in one go.
  const renamed = new File(['hello'], 'prescription.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Prescription (required)'), { target: { files: [renamed] } });
  fireEvent.click(screen.getByRole('button', { name: 'Check my documents' }));
  expect(await screen.findByText(/content does not match its type/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Prescription (required)')).toHaveFocus());
  expect(screen.queryByText(/ready to send/)).toBeNull();
});

test('a submit while a good file is being checked shows it ready once checked', async () => {
  await renderPage(<ConciergePage />, '/cadence-concierge');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Jordan Lee');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  fireEvent.change(screen.getByLabelText('Insurance card (required)'), { target: { files: [pdf('card.pdf')] } });
  fireEvent.change(screen.getByLabelText('Prescription (required)'), { target: { files: [pdf('rx.pdf')] } });
  fireEvent.click(screen.getByRole('button', { name: 'Check my documents' }));
  expect(await screen.findByText(/ready to send/)).toBeInTheDocument();
  expect(screen.queryByText('Upload your prescription.')).toBeNull();
});
