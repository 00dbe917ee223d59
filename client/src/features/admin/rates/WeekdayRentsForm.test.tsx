import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoomType } from '../../../graphql/generated';
import { deluxePlan, EIGHT_THOUSAND_WARNING, rentCheckMock } from './rates-fixtures';
import type { RateOutcome } from './use-rates';
import { WeekdayRentsForm } from './WeekdayRentsForm';

function renderForm(onSave: (input: unknown) => Promise<RateOutcome>) {
  render(
    <MockedProvider mocks={[rentCheckMock()]}>
      <WeekdayRentsForm
        plan={deluxePlan}
        blankDay={() => 3200}
        blankWords="Leave a day blank to charge the base rent (₹3,200)."
        onSave={onSave}
      />
    </MockedProvider>,
  );
}

const day = (name: string) => screen.getByLabelText(`${name} (₹)`);

describe('the weekday rents form', () => {
  it('shows Monday to Sunday, blanks costing the base rent, and saves the filled days Sunday first', async () => {
    const onSave = jest.fn(async (): Promise<RateOutcome> => ({ ok: true }));
    renderForm(onSave);
    expect(screen.getAllByRole('textbox').map((field) => field.closest('.field')?.querySelector('label')?.textContent)).toEqual([
      'Monday (₹)',
      'Tuesday (₹)',
      'Wednesday (₹)',
      'Thursday (₹)',
      'Friday (₹)',
      'Saturday (₹)',
      'Sunday (₹)',
    ]);
    expect(day('Saturday')).toHaveValue('4800');
    expect(day('Monday')).toHaveValue('');
    expect(day('Monday')).toHaveAttribute('placeholder', '3200');

    await userEvent.type(day('Sunday'), '8000');
    expect(await screen.findByText(EIGHT_THOUSAND_WARNING)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save weekday rents' }));
    expect(onSave).toHaveBeenCalledWith({
      roomType: RoomType.Deluxe,
      rents: [
        { weekday: 0, rent: 8000 },
        { weekday: 6, rent: 4800 },
      ],
    });
    expect(await screen.findByText('Saved: weekday rents of Deluxe rooms.')).toBeInTheDocument();
  });

  it('clears every day with an empty list', async () => {
    const onSave = jest.fn(async (): Promise<RateOutcome> => ({ ok: true }));
    renderForm(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Blank every day' }));
    expect(day('Saturday')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save weekday rents' }));
    expect(onSave).toHaveBeenCalledWith({ roomType: RoomType.Deluxe, rents: [] });
    expect(await screen.findByText('Saved: every night of Deluxe rooms costs the base rent.')).toBeInTheDocument();
  });

  it('shows each problem at its day: its own checks first, then the server’s', async () => {
    const onSave = jest.fn(async (): Promise<RateOutcome> => ({
      ok: false,
      problems: [{ field: 'rents.1.rent', message: 'Rent cannot exceed ₹10,00,000' }],
    }));
    renderForm(onSave);
    await userEvent.type(day('Friday'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save weekday rents' }));
    expect(await screen.findByText('Rent cannot be negative')).toBeInTheDocument();
    expect(day('Friday')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(day('Friday'));
    await userEvent.type(day('Friday'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save weekday rents' }));
    // The list sent is Friday (5), Saturday (6): its second entry is Saturday's.
    expect(await screen.findByText('Rent cannot exceed ₹10,00,000')).toBeInTheDocument();
    expect(day('Saturday')).toHaveAttribute('aria-invalid', 'true');
    expect(day('Friday')).toHaveAttribute('aria-invalid', 'false');
  });
});
