import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TopBar } from '../../../components/ui/TopBar';
import { useLocalePath } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHotel } from '../../../lib/hotel';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useMyBookingWords } from '../my-booking-words';
import { FindBookingForm } from '../self-service/FindBookingForm';
import { FindByPhone } from '../self-service/FindByPhone';
import '../payment.css';
import '../self-service/self-service.css';

/**
 * /find-booking: a guest opens their booking with its code and their email or phone; or, without
 * the code (/find-booking?by=phone), with a one-time code sent by SMS to their mobile.
 */
export default function FindBookingPage() {
  const hotel = useHotel();
  const { t, rich } = useMyBookingWords().mybooking;
  usePageTitle(t('findMyBooking'));
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const byPhone = search.get('by') === 'phone';
  return (
    <>
      <TopBar />
      <main className="page pending-page find-booking-page">
        <h1>{t('findMyBooking')}</h1>
        <p className="find-booking-page__lead">{byPhone ? t('findByPhoneLead') : t('findByCodeLead')}</p>
        <section className="card" aria-label={byPhone ? t('findByPhoneSection') : t('findMyBooking')}>
          <WithApollo>
            {byPhone ? (
              <FindByPhone />
            ) : (
              <FindBookingForm submitLabel={t('findMyBooking')} onFound={(id) => void navigate(localePath(`/booking/${id}`))} />
            )}
          </WithApollo>
        </section>
        <p className="find-booking-page__switch">
          {byPhone ? (
            <Link to={localePath('/find-booking')}>{t('haveCode')}</Link>
          ) : (
            <Link to={localePath('/find-booking?by=phone')}>{t('forgotCode')}</Link>
          )}
        </p>
        <p className="find-booking-page__help">
          {rich('needHelp', {
            phone: <a href={`tel:${hotel.reservationsPhone.replace(/\s/g, '')}`}>{hotel.reservationsPhone}</a>,
            writeToUs: <Link to={localePath('/contact-us')}>{t('writeToUs')}</Link>,
          })}
        </p>
      </main>
    </>
  );
}
