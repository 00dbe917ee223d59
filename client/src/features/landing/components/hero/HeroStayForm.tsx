import { BOOKING_HORIZON_DAYS, MAX_NIGHTS } from '@server-pure/stay-limits';
import { addDays } from '@server-pure/calendar-dates';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBookingDraft } from '../../../../app/state/booking-draft';
import { Field } from '../../../../components/ui/Field';
import { useLocalePath, useMessages } from '../../../../i18n';
import { CHECK_ROOMS_PATH, searchOfStay } from '../../../../lib/booking-draft';
import { todayInHotel } from '../../../../lib/format';
import { heroStayErrors, type HeroStayErrors } from './hero-stay';

/**
 * The hero's check-in/check-out box. Before the scripts arrive it is a plain form: the browser
 * sends it to /check-rooms-and-rates?checkIn=…&checkOut=…, which the server renders with its
 * rooms. Once hydrated it checks the dates in the wizard's words and opens the rooms page here.
 * The inputs are uncontrolled, so dates typed before hydration stay as typed.
 */
export function HeroStayForm() {
  const { t } = useMessages('landing');
  const localePath = useLocalePath();
  const { draft, updateDraft } = useBookingDraft();
  const navigate = useNavigate();
  const [today] = useState(() => todayInHotel());
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);
  const [checkIn, setCheckIn] = useState('');
  const [enhanced, setEnhanced] = useState(false);
  const [errors, setErrors] = useState<HeroStayErrors>({});

  useEffect(() => {
    // A check-in typed before hydration sets the check-out's range now.
    setCheckIn(checkInRef.current?.value ?? '');
    setEnhanced(true);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stay = { checkIn: checkInRef.current?.value ?? '', checkOut: checkOutRef.current?.value ?? '' };
    const found = heroStayErrors(stay.checkIn, stay.checkOut, today);
    setErrors(found);
    if (found.checkIn || found.checkOut) return;
    updateDraft({ ...stay, chosenRooms: [] });
    void navigate(localePath(CHECK_ROOMS_PATH + searchOfStay({ ...draft, ...stay })));
  };

  return (
    <form
      className="hero-stay"
      method="get"
      action={localePath(CHECK_ROOMS_PATH)}
      aria-label={t('stayFormLabel')}
      noValidate={enhanced}
      onSubmit={submit}
    >
      <div className="hero-stay__dates">
        <Field label={t('checkIn')} error={errors.checkIn && t(errors.checkIn, { days: BOOKING_HORIZON_DAYS })}>
          {(props) => (
            <input
              {...props}
              ref={checkInRef}
              type="date"
              name="checkIn"
              required
              min={today}
              onChange={(event) => {
                setCheckIn(event.target.value);
                if (errors.checkIn) setErrors((current) => ({ ...current, checkIn: undefined }));
              }}
            />
          )}
        </Field>
        <Field label={t('checkOut')} error={errors.checkOut && t(errors.checkOut, { maxNights: MAX_NIGHTS })}>
          {(props) => (
            <input
              {...props}
              ref={checkOutRef}
              type="date"
              name="checkOut"
              required
              min={checkIn || today}
              max={checkIn ? addDays(checkIn, MAX_NIGHTS) : undefined}
              onChange={() => {
                if (errors.checkOut) setErrors((current) => ({ ...current, checkOut: undefined }));
              }}
            />
          )}
        </Field>
      </div>
      <button type="submit" className="btn hero-stay__submit">
        {t('checkRoomsAndRates')}
      </button>
    </form>
  );
}
