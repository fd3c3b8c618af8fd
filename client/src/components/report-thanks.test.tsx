import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { REPORT_THANKS } from '@common/schemas/safety';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReportButton } from './report-button';

// docs/product.md §14.2: a thank-you on a profile (§7.17) is reported as anything else is; the
// dialog names whose thanks it is.
beforeEach(() => signInAs(1, 'rosa'));
afterEach(() => sessionStore.clear());

const renderButton = () =>
  renderRoute(<ReportButton target={{ type: 'thanks', id: 70 }} subject="basil_b" />);

describe('reporting a thank-you', () => {
  it('says whose thanks it reports and sends target_type "thanks"', async () => {
    const server = fakeApi({
      'POST /reports': ({ body }) => ({
        status: 201,
        data: { id: 1, ...(body as object), details: null, created_at: new Date().toISOString() },
      }),
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report the thanks from basil_b' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Offensive or abusive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_THANKS)).toBeInTheDocument();
    expect(server.to('POST /reports').map((c) => c.body)).toEqual([
      { target_type: 'thanks', target_id: 70, reason: 'offensive' },
    ]);
  });

  it('says it in Spanish', async () => {
    await act(() => switchLocale('es'));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Reportar' }));
    expect(
      screen.getByRole('dialog', { name: 'Reportar el agradecimiento de basil_b' }),
    ).toBeInTheDocument();
  });
});
