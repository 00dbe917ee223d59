import { useMyBookingWords } from '../my-booking-words';
import { Fact } from './Fact';

/** The business a GST invoice is made out to (a B2B invoice), with its GSTIN when it has one. */
export function BusinessFact({ name, gstin }: { name: string; gstin?: string | null }) {
  const { t } = useMyBookingWords().mybooking;
  return (
    <Fact term={t('gstInvoiceTo')} stacked>
      {name}
      {gstin && (
        <>
          <br />
          <span className="pay-muted">{t('gstin', { gstin })}</span>
        </>
      )}
    </Fact>
  );
}
