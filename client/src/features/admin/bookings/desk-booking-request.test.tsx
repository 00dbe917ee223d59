import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { BookingChannel, DeskPaymentMethod, DeskPaymentOption, GuestIdType, PaymentMethod } from '../../../graphql/generated';
import { DeskAgreedRent } from './DeskAgreedRent';
import { DeskFormValues, deskBookingInput } from './desk-booking-request';

const VALUES: DeskFormValues = {
  checkIn: '2026-11-21',
  checkOut: '2026-11-22',
  name: 'Mohan Lal',
  email: '  ',
  phone: '98765 43210',
  channel: BookingChannel.WalkIn,
  notes: '',
  option: DeskPaymentOption.PayAtDeskNow,
  method: DeskPaymentMethod.Cash,
  amount: '4200',
  reference: '',
  businessName: '',
  businessGstin: '',
  agreeRent: true,
  agreedRent: '4000',
  agreedReason: 'Stays every month',
  whatsappUpdates: false,
};
const ROOMS = [{ roomId: 'room-101', adults: 1, children: 0 }];

describe('the walk-in form’s request', () => {
  it('sends no email when none was typed, and the agreed rent with its reason when the person may give one', () => {
    const input = deskBookingInput(VALUES, ROOMS, { mayAgreeRent: true });
    expect(input.guest).toEqual({ name: 'Mohan Lal', phone: '98765 43210' });
    expect(input.rateOverride).toEqual({ nightlyRent: 4000, reason: 'Stays every month' });
    expect(input.payment).toEqual({
      option: DeskPaymentOption.PayAtDeskNow,
      method: PaymentMethod.Cash,
      amount: 4200,
      reference: '',
    });
    expect(input.checkInNow).toBeUndefined();
    expect(input.whatsappUpdates).toBe(false);
    expect(deskBookingInput({ ...VALUES, whatsappUpdates: true }, ROOMS, { mayAgreeRent: true }).whatsappUpdates).toBe(true);
  });

  it('leaves the agreed rent out for a role that may not give one, or when it is not ticked', () => {
    expect(deskBookingInput(VALUES, ROOMS, { mayAgreeRent: false }).rateOverride).toBeUndefined();
    expect(deskBookingInput({ ...VALUES, agreeRent: false }, ROOMS, { mayAgreeRent: true }).rateOverride).toBeUndefined();
  });

  it('checks in now with the registration typed in the check-in dialog', () => {
    const registration = { idType: GuestIdType.Aadhaar, idNumber: '9012', adults: 1, children: 0 };
    const input = deskBookingInput({ ...VALUES, email: 'Mohan@Example.in ' }, ROOMS, {
      mayAgreeRent: false,
      checkInNow: registration,
    });
    expect(input).toMatchObject({ checkInNow: true, registration, guest: { email: 'Mohan@Example.in' } });
  });
});

function AgreedRentForm() {
  const { register, watch, formState } = useForm<DeskFormValues>({ defaultValues: { agreeRent: false } });
  return <DeskAgreedRent register={register} errors={formState.errors} agreeing={watch('agreeRent')} />;
}

describe('the agreed rent fields', () => {
  it('ask for the rent before GST and the reason once the desk ticks the box', async () => {
    render(<AgreedRentForm />);
    expect(screen.queryByLabelText('Agreed rent per night (₹, before GST)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Agree a rent with the guest/ }));
    expect(screen.getByLabelText('Agreed rent per night (₹, before GST)')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('maxLength', '200');
  });
});
