import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EventLineKind,
  EventSettlementPreviewDocument,
  SettleEventDocument,
  type EventSettlementPreviewQuery,
  type SettleEventInput,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { SettleForm } from './SettleForm';

type Mock = MockLink.MockedResponse;

const line = (kind: EventLineKind, description: string, quantity: number, amountPaise: number, sac: string) =>
  withTypename('EventLine', { kind, description, quantity, amountPaise, sac });
const tax = (sac: string, rateBp: number, taxablePaise: number, halfPaise: number) =>
  withTypename('EventTax', { sac, rateBp, taxablePaise, cgstPaise: halfPaise, sgstPaise: halfPaise });

/** 220 plates billed (guaranteed) for 210 served, a stage decoration, a discount; ₹1,00,000 paid. */
const summary: EventSettlementPreviewQuery['eventSettlementPreview'] = withTypename('EventSettlementSummary', {
  eventId: 'e1',
  hasCatering: true,
  finalPlates: 210,
  minimumPlates: 220,
  billedPlates: 220,
  extrasPaise: 15_000_00,
  discountPaise: 5_000_00,
  quotedTotalPaise: 2_36_200_00,
  paidPaise: 1_00_000_00,
  balancePaise: 1_74_650_00,
  excessPaise: 0,
  price: withTypename('EventPrice', {
    taxablePaise: 2_48_000_00,
    gstPaise: 26_650_00,
    totalPaise: 2_74_650_00,
    lines: [
      line(EventLineKind.HallRent, 'Grand Hall, Dinner', 1, 40_000_00, '997212'),
      line(EventLineKind.Catering, 'Royal Veg (per plate)', 220, 1_98_000_00, '996334'),
      line(EventLineKind.Extra, 'Stage decoration', 1, 15_000_00, '997212'),
      line(EventLineKind.Discount, 'Loyal family', 1, -5_000_00, '997212'),
    ],
    taxes: [tax('997212', 1800, 50_000_00, 4_500_00), tax('996334', 500, 1_98_000_00, 4_950_00)],
  }),
});

const EXTRA = { description: 'Stage decoration', quantity: 1, unit: 15000, taxClass: 'hall' };

function previewMock(input: SettleEventInput, answer: Partial<Mock> = {}, seen: SettleEventInput[] = []): Mock {
  return {
    request: {
      query: EventSettlementPreviewDocument,
      variables: (variables: { eventId: string; input: SettleEventInput }) => {
        seen.push(variables.input);
        return variables.eventId === 'e1' && JSON.stringify(variables.input) === JSON.stringify(input);
      },
    },
    result: { data: { eventSettlementPreview: summary } },
    ...answer,
  } as Mock;
}

function settleMock(input: SettleEventInput, seen: SettleEventInput[]): Mock {
  return {
    request: {
      query: SettleEventDocument,
      variables: (variables: { eventId: string; input: SettleEventInput }) => {
        seen.push(variables.input);
        return JSON.stringify(variables.input) === JSON.stringify(input);
      },
    },
    result: {
      data: {
        settleEvent: withTypename('SettleEventPayload', {
          errors: [],
          settlement: withTypename('EventSettlement', {
            billedPlates: 220,
            totalPaise: 2_74_650_00,
            paidPaise: 1_00_000_00,
            balancePaise: 1_74_650_00,
            excessPaise: 0,
            invoiceNumber: 'INV/2026-27/00012',
          }),
          money: null,
        }),
      },
    },
  } as Mock;
}

function renderForm(mocks: Mock[], hasCatering = true) {
  const onDone = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <SettleForm eventId="e1" hasCatering={hasCatering} onDone={onDone} />
    </MockedProvider>,
  );
  return onDone;
}

async function addStageDecoration() {
  await userEvent.click(screen.getByRole('button', { name: 'Add an extra' }));
  await userEvent.type(screen.getByLabelText('What'), 'Stage decoration');
  await userEvent.type(screen.getByLabelText('Price each (₹, before GST)'), '15000');
}

describe('settling an event', () => {
  it('asks for the plates served, shows the server’s final bill, and only then issues the invoice on that bill', async () => {
    const input = { finalPlates: 210, extras: [EXTRA] };
    const settled: SettleEventInput[] = [];
    const onDone = renderForm([previewMock(input), settleMock(input, settled)]);
    expect(screen.queryByRole('button', { name: 'Issue final invoice' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Plates served'), '210');
    await addStageDecoration();
    await userEvent.click(screen.getByRole('button', { name: 'Show the final bill' }));

    const bill = await screen.findByRole('region', { name: 'Final bill' });
    expect(within(bill).getByText('210 plates served; 220 billed (the guaranteed 220).')).toBeInTheDocument();
    expect(within(bill).getByRole('row', { name: 'Royal Veg (per plate) 220 ₹1,98,000' })).toBeInTheDocument();
    expect(within(bill).getByRole('row', { name: 'Loyal family 1 −₹5,000' })).toBeInTheDocument();
    const figure = (term: string) => within(bill).getByText(term).nextElementSibling?.textContent;
    expect(figure('Extras (before GST)')).toBe('₹15,000');
    expect(figure('Discounts (before GST)')).toBe('−₹5,000');
    expect(figure('Taxable value')).toBe('₹2,48,000');
    expect(figure('GST 18% on hall ₹50,000')).toBe('₹9,000 (CGST ₹4,500 + SGST ₹4,500)');
    expect(figure('GST 5% on catering ₹1,98,000')).toBe('₹9,900 (CGST ₹4,950 + SGST ₹4,950)');
    expect(figure('Total')).toBe('₹2,74,650 (quoted ₹2,36,200)');
    expect(figure('Paid')).toBe('₹1,00,000');
    expect(figure('Balance due')).toBe('₹1,74,650');
    expect(settled).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Issue final invoice' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        'Invoice INV/2026-27/00012 issued: 220 plates billed, total ₹2,74,650. Balance due ₹1,74,650.',
      ),
    );
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(settled.at(-1)).toEqual(input);
  });

  it('takes the bill away when the count changes after it was shown', async () => {
    renderForm([previewMock({ finalPlates: 210, extras: [] })]);
    await userEvent.type(screen.getByLabelText('Plates served'), '210');
    await userEvent.click(screen.getByRole('button', { name: 'Show the final bill' }));
    await screen.findByRole('region', { name: 'Final bill' });
    await userEvent.type(screen.getByLabelText('Plates served'), '0');
    expect(screen.queryByRole('region', { name: 'Final bill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue final invoice' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the final bill' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of an empty count at the plates field, and offers no invoice', async () => {
    const message = 'Enter the plates served, from the kitchen’s count, before the final invoice is issued.';
    renderForm([
      previewMock(
        { finalPlates: null, extras: [] },
        {
          result: {
            errors: [
              {
                message,
                extensions: { code: 'BAD_USER_INPUT', field: 'finalPlates', reason: 'EVENT_SETTLEMENT_INVALID' },
              },
            ] as never,
          },
        },
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show the final bill' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Plates served')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Issue final invoice' })).not.toBeInTheDocument();
  });

  it('asks a hall-only event for no plates', async () => {
    const seen: SettleEventInput[] = [];
    renderForm([previewMock({ finalPlates: null, extras: [] }, {}, seen)], false);
    expect(screen.queryByLabelText('Plates served')).not.toBeInTheDocument();
    expect(screen.getByText(/A hall-only event: no plates are billed/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the final bill' }));
    await screen.findByRole('region', { name: 'Final bill' });
    expect(seen).toEqual([{ finalPlates: null, extras: [] }]);
  });
});
