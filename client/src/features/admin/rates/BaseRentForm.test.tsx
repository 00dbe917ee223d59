import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoomType } from '../../../graphql/generated';
import { BaseRentForm } from './BaseRentForm';
import { deluxePlan, EIGHT_THOUSAND_WARNING, rentCheckMock, room201 } from './rates-fixtures';
import type { RateOutcome } from './use-rates';

function renderForm(onSave: (input: unknown) => Promise<RateOutcome>, plan = deluxePlan, roomRents = [3200, 3400]) {
  render(
    <MockedProvider mocks={[rentCheckMock()]}>
      <BaseRentForm plan={plan} roomRents={roomRents} onSave={onSave} />
    </MockedProvider>,
  );
  return screen.getByLabelText(`Rent per night for ${plan.scope} (₹)`);
}

describe('the base rent form', () => {
  it('asks the server about the rent while it is typed and warns about one that fits neither GST slab', async () => {
    const field = renderForm(jest.fn());
    expect(field).toHaveValue('3200');
    expect(
      screen.getByText('Sets the rent per night of each of its 2 rooms. Their rents differ now: ₹3,200 to ₹3,400.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Guests pay ₹3,200 a night: ₹3,047.62 + ₹152.38 GST (5%).')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '8000');
    expect(await screen.findByText(EIGHT_THOUSAND_WARNING)).toBeInTheDocument();
    expect(screen.getByText('Guests pay ₹8,000 a night: ₹6,779.66 + ₹1,220.34 GST (18%).')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '7875');
    expect(await screen.findByText('Guests pay ₹7,875 a night: ₹7,500 + ₹375 GST (5%).')).toBeInTheDocument();
    expect(screen.queryByText(EIGHT_THOUSAND_WARNING)).not.toBeInTheDocument();
  });

  it('saves the rent of every room of the type and says so', async () => {
    const onSave = jest.fn(async (): Promise<RateOutcome> => ({ ok: true, gstWarning: null }));
    const field = renderForm(onSave);
    await userEvent.clear(field);
    await userEvent.type(field, '4500');
    await userEvent.click(screen.getByRole('button', { name: 'Save base rent' }));
    expect(await screen.findByText('Saved: Deluxe rooms cost ₹4,500 a night.')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({ roomType: RoomType.Deluxe, rent: 4500 });
  });

  it('checks the rent before asking, and shows the server’s refusal at the field', async () => {
    const onSave = jest.fn(async (): Promise<RateOutcome> => ({
      ok: false,
      problems: [{ field: 'rent', message: 'Rent cannot exceed ₹10,00,000' }],
    }));
    const field = renderForm(onSave, room201, []);
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save base rent' }));
    expect(await screen.findByText('Rent is required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(field, '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Save base rent' }));
    expect(await screen.findByText('Rent cannot exceed ₹10,00,000')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({ roomId: 'r-201', rent: 999999 });
  });
});
