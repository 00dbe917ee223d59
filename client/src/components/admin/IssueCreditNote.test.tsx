import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CreditNoteLimitDocument,
  IssueCreditNoteDocument,
  UserErrorCode,
  type CreditNoteLimitQuery,
  type IssueCreditNoteMutation,
} from '../../graphql/generated';
import { clearSession, saveSession } from '../../lib/admin-session';
import { withTypename } from '../../../test/graphql-mocks';
import { IssueCreditNote } from './IssueCreditNote';

type Mock = MockLink.MockedResponse;

/** A signed-in person whose role lets them use `permissions` (the server's permission table). */
function signedInWith(permissions: string[]) {
  saveSession({
    token: 'token-abc',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    admin: { id: 'a1', email: 'accounts@hotel.test', name: 'Kavita Joshi', role: 'accountant', permissions },
  });
}

function limitMock(leftPaise: number): Mock {
  const data: CreditNoteLimitQuery = {
    creditNoteLimit: withTypename('CreditNoteLimitView', {
      invoiceNumber: 'AR/26-27/0007',
      invoiceTotalPaise: 26_000_00,
      leftPaise,
    }),
  };
  return { request: { query: CreditNoteLimitDocument, variables: { bookingId: 'b1' } }, result: { data } };
}

function issueMock(amount: number, reason: string, answer: IssueCreditNoteMutation['issueCreditNote']): Mock {
  return {
    request: { query: IssueCreditNoteDocument, variables: { input: { bookingId: 'b1', amount, reason } } },
    result: { data: { issueCreditNote: answer } },
  };
}

const issued = (number: string, totalPaise: number) =>
  withTypename('IssueCreditNotePayload', {
    errors: [],
    creditNote: withTypename('IssuedCreditNoteView', { id: 'cn1', number, totalPaise, invoiceNumber: 'AR/26-27/0007' }),
  });

const renderForm = (mocks: Mock[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <IssueCreditNote sale={{ bookingId: 'b1' }} />
    </MockedProvider>,
  );

afterEach(() => clearSession());

describe('Issue credit note (admin)', () => {
  it('is not shown to a role that may not issue one', async () => {
    signedInWith(['Query.bookings', 'Mutation.recordPayment']);
    renderForm([limitMock(26_000_00)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Issue credit note' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount to credit/)).not.toBeInTheDocument();
  });

  it('checks the amount against what is left of the invoice, asks the reason, then issues it', async () => {
    signedInWith(['Mutation.issueCreditNote', 'Query.creditNoteLimit']);
    const user = userEvent.setup();
    renderForm([
      limitMock(23_400_00),
      issueMock(1500.5, 'AC failed on the second night', issued('CN/26-27/0003', 1500_50)),
      limitMock(21_899_50),
    ]);
    const form = await screen.findByRole('form', { name: 'Issue credit note' });
    expect(within(form).getByText(/Up to ₹23,400, GST included, split by the invoice’s GST rates/)).toBeInTheDocument();
    const amount = within(form).getByLabelText('Amount to credit (₹, GST included)');

    await user.type(amount, '0');
    await user.click(within(form).getByRole('button', { name: 'Issue credit note…' }));
    expect(amount).toHaveAccessibleDescription(
      'Enter the amount to credit in rupees, GST included: more than zero, with at most two decimals.',
    );
    await user.clear(amount);
    await user.type(amount, '23400.01');
    await user.click(within(form).getByRole('button', { name: 'Issue credit note…' }));
    expect(amount).toHaveAccessibleDescription('At most ₹23,400 is left to credit on invoice AR/26-27/0007.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1500.50');
    await user.click(within(form).getByRole('button', { name: 'Issue credit note…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Issue a credit note of ₹1,500.50?' });
    expect(within(dialog).getByText(/It lowers invoice AR\/26-27\/0007 by ₹1,500.50 with GST/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Please give a reason.');
    await user.type(within(dialog).getByLabelText('Reason'), 'AC failed on the second night');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect(await screen.findByText('Credit note CN/26-27/0003 issued: ₹1,500.50 off invoice AR/26-27/0007.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      within(await screen.findByRole('form', { name: 'Issue credit note' })).getByText(/Up to ₹21,899.50/),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of the amount on the amount, and of the reason in the dialog', async () => {
    signedInWith(['Mutation.issueCreditNote', 'Query.creditNoteLimit']);
    const user = userEvent.setup();
    const refusal = (field: string, code: UserErrorCode, message: string) =>
      withTypename('IssueCreditNotePayload', { errors: [withTypename('UserError', { field, code, message })], creditNote: null });
    // Each answer of the mutation reads what is left again (the page's queries are refetched).
    renderForm([
      limitMock(5000_00),
      limitMock(5000_00),
      limitMock(5000_00),
      issueMock(
        100,
        'No',
        refusal('reason', UserErrorCode.CreditNoteReasonInvalid, 'Say why the invoice is lowered in 3 to 200 characters.'),
      ),
      issueMock(
        100,
        'Noisy room',
        refusal(
          'amount',
          UserErrorCode.CreditNoteOverInvoice,
          'Invoice AR/26-27/0007 has ₹50 left to credit; a credit note cannot be more.',
        ),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Issue credit note' });
    const amount = within(form).getByLabelText('Amount to credit (₹, GST included)');
    await user.type(amount, '100');
    await user.click(within(form).getByRole('button', { name: 'Issue credit note…' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText('Say why the invoice is lowered in 3 to 200 characters.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), 'Noisy room');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(
      await screen.findByText('Invoice AR/26-27/0007 has ₹50 left to credit; a credit note cannot be more.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Invoice AR/26-27/0007 has ₹50 left to credit; a credit note cannot be more.');
  });

  it('says when the invoice is credited in full', async () => {
    signedInWith(['Mutation.issueCreditNote', 'Query.creditNoteLimit']);
    renderForm([limitMock(0)]);
    expect(await screen.findByText('Invoice AR/26-27/0007 is credited in full.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount to credit/)).not.toBeInTheDocument();
  });
});
