import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordEventPaymentDocument, type RecordEventPaymentMutationVariables } from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { RecordPaymentForm } from './EventMoneyForms';

type Input = RecordEventPaymentMutationVariables['input'];

function recordMock(expected: Input, errors: { field: string; message: string }[], seen: Input[]): MockLink.MockedResponse {
  return {
    request: {
      query: RecordEventPaymentDocument,
      variables: (variables: RecordEventPaymentMutationVariables) => {
        seen.push(variables.input);
        return JSON.stringify(variables.input) === JSON.stringify(expected);
      },
    },
    result: {
      data: {
        recordEventPayment: withTypename('EventPaymentPayload', {
          errors: errors.map((error) => withTypename('UserError', error)),
          confirmed: null,
          payment: null,
          money: null,
        }),
      },
    },
  } as MockLink.MockedResponse;
}

function renderForm(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <RecordPaymentForm eventId="e1" suggestedPaise={91_362_00} onDone={jest.fn()} />
    </MockedProvider>,
  );
}

describe('recording an event’s payment at the desk', () => {
  it('asks UPI for its UTR in the server’s words before sending anything, and names the card’s reference', async () => {
    const seen: Input[] = [];
    renderForm([recordMock({ amount: 91_362, method: 'upi', reference: '612345678901' }, [], seen)]);
    await userEvent.selectOptions(screen.getByLabelText('How'), 'upi');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText("Enter the UPI reference (UTR) shown on the payer's app.")).toBeInTheDocument();
    expect(screen.getByLabelText('UPI reference (UTR)')).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('How'), 'card');
    expect(screen.getByLabelText('Card approval code or terminal reference')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.selectOptions(screen.getByLabelText('How'), 'upi');
    await userEvent.type(screen.getByLabelText('UPI reference (UTR)'), ' 612345678901 ');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await screen.findByText(/^Recorded, receipt/);
    expect(seen).toEqual([{ amount: 91_362, method: 'upi', reference: '612345678901' }]);
  });

  it('shows the s. 269ST refusal at the method', async () => {
    const message =
      'Cash for this event would reach ₹2,74,087 (₹1,82,725 taken before). Section 269ST of the Income-tax Act forbids receiving ₹2,00,000 or more in cash for one event or transaction: please take the rest by UPI, card or bank transfer (at most ₹17,274.99 more may be taken in cash).';
    renderForm([recordMock({ amount: 91_362, method: 'cash', reference: null }, [{ field: 'method', message }], [])]);
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('How')).toHaveAttribute('aria-invalid', 'true');
  });
});
