import { sessionStore } from '@client/lib/session';
import { renderRoute } from '@client/test/render';
import { MESSAGE_MAX } from '@common/limits';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './components/composer';
import { MessageBar } from './components/message-bar';

const LIMIT = 'Messages can be at most 2,000 characters';
const text = (length: number) => 'a'.repeat(length);

afterEach(() => sessionStore.clear());

async function write(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

describe('the chat composer near the limit (docs/product.md §10.4)', () => {
  it('agrees with the server on the limit', () => {
    expect(MESSAGE_MAX).toBe(2000);
  });

  it('says nothing until 200 characters are left, then counts down', async () => {
    render(<Composer onSend={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await write(input, text(1799));
    expect(screen.queryByText(/characters? left/)).toBeNull();
    await write(input, 'a');
    expect(screen.getByText('200 characters left')).toBeInTheDocument();
    await write(input, text(80));
    expect(input).toHaveAccessibleDescription('120 characters left');
    await write(input, text(119));
    expect(screen.getByText('1 character left')).toBeInTheDocument();
  });

  it('takes a pasted text over the limit whole, refuses to send it, and keeps it', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    const long = text(2050);
    await write(input, long);
    expect(input).toHaveValue(long);
    expect(screen.getByText('50 characters too many')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LIMIT);
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue(long);

    // Cut to the limit, it goes.
    await userEvent.clear(input);
    await write(input, text(2000));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(text(2000)));
  });
});

describe('the message bar over the limit', () => {
  it('refuses to send with the limit stated, keeps the text and stays on the page', async () => {
    sessionStore.start('token', { id: 1, username: 'me' });
    const { router } = renderRoute(<MessageBar userId={2} username="rosa" />, {
      path: '/seller/:id',
      at: '/seller/2',
    });
    const input = screen.getByRole('textbox', { name: 'Message to rosa' });
    await write(input, text(2001));
    expect(screen.getByText('1 character too many')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT);
    expect(input).toHaveValue(text(2001));
    expect(router.state.location.pathname).toBe('/seller/2');
  });
});
