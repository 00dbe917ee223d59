import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MinimumStayNote } from './MinimumStayNote';
import { NightPrices } from './NightPrices';
import { StayPriceTag } from './StayPriceTag';
import { TaxBreakdown } from './TaxBreakdown';
import { TotalWithGst } from './TotalWithGst';
import { aNight, aStayPrice, aStayTax } from './testing';

const weekend = [aNight('2026-12-04', 3500), aNight('2026-12-05', 4000)];

describe('the stay total a guest reads', () => {
  it('shows the total for the nights, GST included', () => {
    render(<StayPriceTag price={aStayPrice(weekend)} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^₹7,500 incl\. GST for 2 nights$/);
  });

  it('with GST added to the rents, shows the rent plus GST and the total', () => {
    const price = aStayPrice([aNight('2026-12-04', 3500, false), aNight('2026-12-05', 8000, false)], {}, false);
    render(<StayPriceTag price={price} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^₹13,115 for 2 nights: ₹11,500 \+ GST ₹1,615$/);
  });

  it('lists each night’s price behind a small disclosure', async () => {
    render(<NightPrices nights={weekend} />);
    const list = screen.getByRole('list', { hidden: true });
    expect(
      within(list)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Fri 4 Dec₹3,500', 'Sat 5 Dec₹4,000']);
    expect(screen.getByRole('group')).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Price per night, incl. GST'));
    expect(screen.getByRole('group')).toHaveAttribute('open');
  });

  it('says when the season needs more nights', () => {
    render(<MinimumStayNote minimum={{ nights: 3, seasonName: 'Wedding season' }} />);
    expect(screen.getByText('Minimum 3 nights in Wedding season')).toBeInTheDocument();
    expect(screen.getByText(/Choose dates with at least 3 nights/)).toBeInTheDocument();
  });

  it('writes a total with its GST words', () => {
    render(<TotalWithGst price={aStayPrice(weekend)} />);
    expect(screen.getByText('₹7,500').parentElement).toHaveTextContent('₹7,500 incl. GST');
  });
});

describe('the GST breakdown', () => {
  const rows = (part: HTMLElement) =>
    within(part)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`);

  it('gives one room its taxable value, CGST and SGST at half the rate, and its total', () => {
    render(<TaxBreakdown tax={aStayTax([{ roomId: 'r1', roomName: 'Deluxe King 201', nights: weekend }])} />);
    const section = screen.getByRole('region', { name: 'GST breakdown' });
    expect(within(section).getByText('Deluxe King 201')).toBeInTheDocument();
    expect(rows(section)).toEqual(['Taxable value ₹7,142.86', 'CGST 2.5% ₹178.57', 'SGST 2.5% ₹178.57', 'Total ₹7,500']);
    expect(section).toHaveTextContent('SAC 996311');
  });

  it('splits a room across a season by rate, and sums several rooms', () => {
    const season = [aNight('2026-12-09', 3500), aNight('2026-12-10', 9000)];
    render(
      <TaxBreakdown
        tax={aStayTax([
          { roomId: 'r1', roomName: 'Deluxe King 201', nights: season },
          { roomId: 'r2', roomName: 'Single AC 102', nights: [aNight('2026-12-09', 1500), aNight('2026-12-10', 1500)] },
        ])}
      />,
    );
    const first = screen.getByText('Deluxe King 201').parentElement!;
    const all = screen.getByText('All rooms').parentElement!;
    expect(rows(first)).toEqual([
      'Taxable value ₹10,960.46',
      'CGST 2.5% ₹83.33',
      'CGST 9% ₹686.44',
      'SGST 2.5% ₹83.33',
      'SGST 9% ₹686.44',
      'Room total ₹12,500',
    ]);
    // ₹1,500 a night: ₹35.71 + ₹35.71 of it is GST.
    expect(rows(all)).toEqual([
      'Taxable value ₹13,817.62',
      'CGST 2.5% ₹154.75',
      'CGST 9% ₹686.44',
      'SGST 2.5% ₹154.75',
      'SGST 9% ₹686.44',
      'Total ₹15,500',
    ]);
  });
});
