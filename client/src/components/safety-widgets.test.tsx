import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_THANKS,
} from '@common/schemas/safety';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockButton } from './block-button';
import { Menu } from './menu';
import { ReportDialog } from './report-dialog';

const basil = { id: 7, username: 'basil_b', profile_picture: null };

beforeEach(() => signInAs(1, 'rosa'));
afterEach(() => sessionStore.clear());

describe('BlockButton (docs/product.md §14.1)', () => {
  it('blocks only once the dialog is confirmed, then offers "Unblock"', async () => {
    let blocked: (typeof basil)[] = [];
    const server = fakeApi({
      'GET /blocks': () => ({ data: blocked }),
      'POST /blocks': () => {
        blocked = [basil];
        return { status: 201, data: basil };
      },
    });
    renderRoute(<BlockButton userId={7} username="basil_b" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block basil_b?' });
    expect(dialog).toHaveTextContent('basil_b is not told.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.to('POST /blocks')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Block basil_b?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(server.to('POST /blocks').map((c) => c.body)).toEqual([{ user_id: 7 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('unblocks at once, and says so when the server fails', async () => {
    let blocked = [basil];
    let fail = true;
    const server = fakeApi({
      'GET /blocks': () => ({ data: blocked }),
      'DELETE /blocks/7': () => {
        if (fail) return { status: 500, data: { detail: 'Internal Server Error' } };
        blocked = [];
        return { status: 204 };
      },
    });
    renderRoute(<BlockButton userId={7} username="basil_b" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(server.to('DELETE /blocks/7')).toHaveLength(2);
  });

  it('shows the refusal in the dialog when blocking fails', async () => {
    fakeApi({
      'GET /blocks': { data: [] },
      'POST /blocks': { status: 404, data: { detail: 'User not found' } },
    });
    renderRoute(<BlockButton userId={7} username="basil_b" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block basil_b?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found');
  });
});

describe('ReportDialog (docs/product.md §14.2)', () => {
  const open = (onClose = vi.fn()) =>
    renderRoute(
      <ReportDialog
        open
        onClose={onClose}
        target={{ type: 'listing', id: 5 }}
        subject="“Tomato seedlings”"
      />,
    );

  it('lists every reason, sends the chosen one with the details, then thanks', async () => {
    const server = fakeApi({
      'POST /reports': ({ body }) => ({
        status: 201,
        data: { id: 1, ...(body as object), created_at: new Date().toISOString() },
      }),
    });
    const onClose = vi.fn();
    open(onClose);
    const dialog = screen.getByRole('dialog', { name: 'Report “Tomato seedlings”' });
    const reasons = within(dialog).getByRole('group', { name: 'What is wrong?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r]));
    // No reason, no report.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.type(
      within(dialog).getByLabelText('Details (optional)'),
      '  Asks for a deposit  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_THANKS)).toBeInTheDocument();
    expect(server.to('POST /reports').map((c) => c.body)).toEqual([
      { target_type: 'listing', target_id: 5, reason: 'scam', details: 'Asks for a deposit' },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it.each(REPORT_REASONS)(
    'sends the reason "%s" without details when none are given',
    async (reason) => {
      const server = fakeApi({
        'POST /reports': ({ body }) => ({
          status: 201,
          data: { id: 1, details: null, created_at: new Date().toISOString(), ...(body as object) },
        }),
      });
      open();
      await userEvent.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS[reason] }));
      await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
      expect(await screen.findByText(REPORT_THANKS)).toBeInTheDocument();
      expect(server.to('POST /reports')[0]?.body).toEqual({
        target_type: 'listing',
        target_id: 5,
        reason,
      });
    },
  );

  it('refuses details over the limit before sending', async () => {
    const server = fakeApi({ 'POST /reports': { status: 201, data: {} } });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    const details = screen.getByLabelText('Details (optional)');
    await userEvent.click(details);
    await userEvent.paste('x'.repeat(REPORT_DETAILS_MAX + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText(`Details must be at most ${REPORT_DETAILS_MAX} characters long`),
    ).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
    await userEvent.type(details, '{backspace}');
    await waitFor(() =>
      expect(screen.queryByText(/Details must be at most/)).not.toBeInTheDocument(),
    );
  });

  it("shows the server's words when the daily limit is reached", async () => {
    fakeApi({
      'POST /reports': {
        status: 429,
        data: { detail: 'You can send at most 20 reports a day. Please try again tomorrow.' },
      },
    });
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Unsafe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can send at most 20 reports a day. Please try again tomorrow.',
    );
    expect(screen.queryByText(REPORT_THANKS)).toBeNull();
  });
});

describe('blocking and reporting in Spanish (docs/decisions.md "Languages")', () => {
  it('asks before blocking in Spanish', async () => {
    fakeApi({ 'GET /blocks': { data: [] } });
    await act(() => switchLocale('es'));
    renderRoute(<BlockButton userId={7} username="basil_b" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bloquear' }));
    const dialog = screen.getByRole('dialog', { name: '¿Bloquear a basil_b?' });
    expect(dialog).toHaveTextContent('A basil_b no se le avisa.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('reports with Spanish reasons, limits and thanks', async () => {
    fakeApi({
      'POST /reports': ({ body }) => ({
        status: 201,
        data: { id: 1, details: null, created_at: new Date().toISOString(), ...(body as object) },
      }),
    });
    await act(() => switchLocale('es'));
    renderRoute(
      <ReportDialog open onClose={vi.fn()} target={{ type: 'user', id: 7 }} subject="basil_b" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reportar a basil_b' });
    const reasons = within(dialog).getByRole('group', { name: '¿Qué pasa?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Spam',
      'Estafa o fraude',
      'Ofensivo o abusivo',
      'Peligroso',
      'No está permitido en Homegrown',
      'Otra cosa',
    ]);
    expect(within(dialog).getByLabelText('Detalles (opcional)')).toHaveAccessibleDescription(
      'Lo que ayude a nuestros moderadores, hasta 1,000 caracteres.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(await within(dialog).findByText('Elige un motivo')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Peligroso' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(
      await within(dialog).findByText('Gracias, nuestros moderadores lo van a revisar.'),
    ).toBeInTheDocument();
  });
});

describe('Menu', () => {
  it('opens on its button, moves with the arrow keys, and Escape closes it back to the button', async () => {
    const one = vi.fn();
    const two = vi.fn();
    renderRoute(
      <Menu
        label="More for basil_b"
        items={[
          { label: 'Block basil_b', onSelect: one },
          { label: 'Report basil_b', onSelect: two },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'More for basil_b' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu', { name: 'More for basil_b' })).getAllByRole(
      'menuitem',
    );
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(two).toHaveBeenCalledOnce();
    expect(one).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
