import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SiteProviders } from '@site/shared/providers';
import { toast, useToastStore } from '@site/shared/toast';
import { Sheet } from './Dialog';

function CartLikeSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <Sheet open={open} onOpenChange={setOpen} title="Shopping Cart">
        <button type="button">Proceed</button>
      </Sheet>
    </>
  );
}

beforeEach(() => useToastStore.getState().clear());

test('Escape closes the sheet even when toasts appeared after it opened, and focus returns to its opener', async () => {
  const user = userEvent.setup();
  await act(async () => {
    render(
      <SiteProviders>
        <CartLikeSheet />
      </SiteProviders>,
    );
  });
  await user.click(screen.getByRole('button', { name: 'Open cart' }));
  const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  act(() => {
    toast({ title: 'Added to Cart' });
    toast({ title: 'Updated Cart' });
  });
  await screen.findAllByText('Updated Cart');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(sheet).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  // The toasts did not take the key: both are still there.
  expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Added to Cart', 'Updated Cart']);
});
