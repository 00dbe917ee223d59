import { type UseFormReturn, useWatch } from 'react-hook-form';
import { PhoneCountrySelect, phoneHint } from '../../../components/phone/PhoneCountrySelect';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { WhatsAppUpdatesBox } from '../../../components/consent/WhatsAppUpdatesBox';
import { MarketingConsentBox } from '../../../components/consent/MarketingConsentBox';
import { PrivacyNotice } from '../../../components/consent/PrivacyNotice';
import { useHotel } from '../../../lib/hotel';
import { formatDate, formatRupees, formatTimeOfDay, keepDatesWhole } from '../../../lib/format';
import { checkTypedPhone } from '../../../lib/phone';
import { addDays } from '@server-pure/calendar-dates';
import { isEmail } from '@server-pure/guest-details';
import { type EnquiryFormValues, guestCount } from '../enquiry-form-values';
import { useLiveEstimate } from '../use-live-estimate';
import { EstimateSummary } from './EstimateSummary';
import type { HallView } from './HallDetails';
import type { MenuView } from './MenuPackages';

const required = (message: string) => (value: string) => value.trim() !== '' || message;

/**
 * The enquiry: date and session (filled from the calendar too), occasion, guests, menu and who to
 * call, with the server's estimate beside it. Its choices and limits are the server's
 * (eventEnquiryConfig), checked here first; the server checks again.
 */
export function EnquiryForm({
  form,
  hall,
  menus,
  choices,
  today,
  problem,
  onSubmit,
}: {
  form: UseFormReturn<EnquiryFormValues>;
  hall: HallView;
  menus: MenuView[];
  /** The occasions offered and the notes' length, as requestEvent takes them. */
  choices: { occasions: readonly string[]; notesMaxLength: number };
  today: string;
  problem: string | null;
  onSubmit: () => void;
}) {
  const {
    register,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const [sessionId, expectedGuests, menuPackageId, eventDate, phoneCountry] = useWatch({
    control,
    name: ['sessionId', 'expectedGuests', 'menuPackageId', 'eventDate', 'phoneCountry'],
  });
  const live = useLiveEstimate({ hallId: hall.id, sessionId, expectedGuests, menuPackageId });
  const hotel = useHotel();
  const errorCount = Object.keys(errors).length;
  const tomorrow = addDays(today, 1);
  const session = hall.sessions.find((s) => s.id === sessionId);

  return (
    <section className="banquet-section" aria-labelledby="banquet-enquiry-title">
      <h2 id="banquet-enquiry-title">Send an enquiry</h2>
      <div className="banquet-enquiry">
        <form className="banquet-form card" noValidate onSubmit={onSubmit} aria-labelledby="banquet-enquiry-title">
          {errorCount > 0 && submitCount > 0 ? (
            <Alert tone="danger">
              Please check {errorCount === 1 ? 'the field marked below' : `the ${errorCount} fields marked below`}.
            </Alert>
          ) : null}
          {problem && <Alert tone="danger">{problem}</Alert>}
          {eventDate && session && (
            <p className="banquet-form__chosen" aria-live="polite">
              {session.name} on {keepDatesWhole(formatDate(eventDate))}, {formatTimeOfDay(session.startsAt)} to{' '}
              {formatTimeOfDay(session.endsAt)}
            </p>
          )}
          <div className="banquet-form__row">
            <Field label="Date of the event" error={errors.eventDate?.message}>
              {(props) => (
                <input
                  {...props}
                  type="date"
                  min={tomorrow}
                  {...register('eventDate', {
                    validate: (value) =>
                      value === ''
                        ? 'Choose the date of your event.'
                        : value < tomorrow
                          ? 'Choose a date from tomorrow on.'
                          : true,
                  })}
                />
              )}
            </Field>
            <Field label="Session" error={errors.sessionId?.message}>
              {(props) => (
                <select {...props} {...register('sessionId', { validate: required('Choose a session.') })}>
                  <option value="">Choose…</option>
                  {hall.sessions.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name} ({formatTimeOfDay(s.startsAt)} to {formatTimeOfDay(s.endsAt)})
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div className="banquet-form__row">
            <Field label="Occasion" error={errors.occasion?.message}>
              {(props) => (
                <select {...props} {...register('occasion', { validate: required('Choose the occasion.') })}>
                  <option value="">Choose…</option>
                  {choices.occasions.map((occasion) => (
                    <option key={occasion}>{occasion}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label="Expected guests"
              hint={`Up to ${hall.floatingCapacity} (${hall.seatedCapacity} seated)`}
              error={errors.expectedGuests?.message}
            >
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={hall.floatingCapacity}
                  {...register('expectedGuests', {
                    validate: (value) => {
                      const count = guestCount(value);
                      if (count === null) return 'Enter the number of guests you expect (1 or more).';
                      return (
                        count <= hall.floatingCapacity ||
                        `${hall.name} holds at most ${hall.floatingCapacity} guests (${hall.seatedCapacity} seated).`
                      );
                    },
                  })}
                />
              )}
            </Field>
          </div>
          <Field label="Menu" hint="You can choose it later with us." error={errors.menuPackageId?.message}>
            {(props) => (
              <select {...props} {...register('menuPackageId')}>
                <option value="">Not decided yet (hall only)</option>
                {menus.map((menu) => (
                  <option key={menu.id} value={menu.id}>
                    {menu.name}, {formatRupees(menu.pricePerPlate)} a plate
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Your name" error={errors.name?.message}>
            {(props) => (
              <input {...props} autoComplete="name" {...register('name', { validate: required('Enter your name.') })} />
            )}
          </Field>
          <div className="banquet-form__row">
            <Field label="Mobile number" hint={phoneHint(phoneCountry)} error={errors.phone?.message}>
              {(props) => (
                <div className="phone-input">
                  <PhoneCountrySelect shown={phoneCountry} {...register('phoneCountry')} />
                  <input
                    {...props}
                    type="tel"
                    autoComplete="tel"
                    inputMode="tel"
                    {...register('phone', {
                      validate: async (value, values) => {
                        const verdict = await checkTypedPhone(value, values.phoneCountry);
                        if ('phone' in verdict) return true;
                        return verdict.problem === 'required' ? 'Enter your mobile number.' : verdict.message;
                      },
                    })}
                  />
                </div>
              )}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="email"
                  {...register('email', {
                    validate: (value) =>
                      value.trim() === ''
                        ? 'Enter your email address.'
                        : isEmail(value.trim()) || 'Please enter a valid email address',
                  })}
                />
              )}
            </Field>
          </div>
          <WhatsAppUpdatesBox
            hotelName={hotel.name}
            hint="Your quote, the hold on your date and payment reminders. Reply STOP any time to stop them."
            {...register('whatsappUpdates')}
          />
          <MarketingConsentBox hotelName={hotel.name} {...register('marketingConsent')} />
          <Field label="Notes (optional)" hint="Stage, decoration, music, anything we should know" error={errors.notes?.message}>
            {(props) => (
              <textarea
                {...props}
                rows={3}
                {...register('notes', {
                  maxLength: {
                    value: choices.notesMaxLength,
                    message: `Notes can be at most ${choices.notesMaxLength} characters.`,
                  },
                })}
              />
            )}
          </Field>
          <Field label="Dietary notes (optional)" hint="Jain, no onion or garlic, allergies" error={errors.dietaryNotes?.message}>
            {(props) => (
              <textarea
                {...props}
                rows={2}
                {...register('dietaryNotes', {
                  maxLength: {
                    value: choices.notesMaxLength,
                    message: `Dietary notes can be at most ${choices.notesMaxLength} characters.`,
                  },
                })}
              />
            )}
          </Field>
          <PrivacyNotice place="enquiry" hotel={hotel} />
          <div className="banquet-form__submit">
            {live.estimate ? (
              <p className="banquet-form__total">
                <span>Estimated total</span> <strong>{formatRupees(live.estimate.total)}</strong>{' '}
                <a href="#banquet-estimate-title">See the breakdown</a>
              </p>
            ) : (
              <p className="banquet-form__total banquet-form__total--empty">Choose a session and guests for an estimate.</p>
            )}
            <button type="submit" className="btn btn--primary banquet-form__send" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send enquiry'}
            </button>
          </div>
          <p className="banquet-form__note">Sending books nothing and costs nothing: we call you with a quote.</p>
        </form>
        <div className="banquet-enquiry__side">
          <EstimateSummary estimate={live.estimate} updating={live.updating} />
        </div>
      </div>
    </section>
  );
}
