import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { BanquetHallsDocument, BanquetMenusAndTermsDocument, RequestEventDocument } from '../../../graphql/generated';
import { todayInHotel } from '../../../lib/format';
import { AvailabilityCalendar } from '../components/AvailabilityCalendar';
import { EnquiryForm } from '../components/EnquiryForm';
import { EnquiryThanks, type SentEnquiry } from '../components/EnquiryThanks';
import { HallDetails } from '../components/HallDetails';
import { MenuPackages } from '../components/MenuPackages';
import { TermsSummary } from '../components/TermsSummary';
import { checkTypedPhone } from '../../../lib/phone';
import { useDrawnAfterLoading } from '../../../lib/use-drawn-after-loading';
import { EMPTY_ENQUIRY, type EnquiryFormValues, formField } from '../enquiry-form-values';

const SEND_FAILED = 'Your enquiry could not be sent. Please check your connection and try again.';

/** The data side of /banquet: the hall, the calendar, the menus and terms, the form and its estimate. */
export default function BanquetPlanner() {
  const halls = useQuery(BanquetHallsDocument);
  const offer = useQuery(BanquetMenusAndTermsDocument);
  const [requestEvent] = useMutation(RequestEventDocument, { refetchQueries: ['HallAvailability'] });
  const form = useForm<EnquiryFormValues>({ defaultValues: EMPTY_ENQUIRY });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<SentEnquiry | null>(null);
  const today = todayInHotel();
  const hall = halls.data?.halls[0];
  // The hall, its calendar, the menus and the form are drawn as a transition once both answers
  // are in (below the page's intro and steps: the page does not move).
  const drawn = useDrawnAfterLoading(!halls.data || !offer.data);

  if (halls.error || offer.error) {
    return <Alert tone="danger">We could not load the hall’s details. Please refresh the page, or call us.</Alert>;
  }
  if (!drawn || !halls.data || !offer.data) {
    return (
      <p className="banquet-loading" aria-busy="true">
        Loading the hall, its free dates and menus…
      </p>
    );
  }
  if (!hall) return <Alert tone="info">The hall is not taking enquiries online just now. Please call us.</Alert>;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await requestEvent({
        variables: {
          input: {
            hallId: hall.id,
            sessionId: values.sessionId,
            eventDate: values.eventDate,
            occasion: values.occasion,
            expectedGuests: Number(values.expectedGuests),
            menuPackageId: values.menuPackageId || null,
            name: values.name.trim(),
            phone: await phoneToSend(values),
            email: values.email.trim(),
            notes: values.notes.trim() || null,
            dietaryNotes: values.dietaryNotes.trim() || null,
            whatsappUpdates: values.whatsappUpdates,
            // Sent only when ticked: an unticked box keeps nothing.
            ...(values.marketingConsent ? { marketingConsent: true } : {}),
          },
        },
      });
      const answer = data?.requestEvent;
      if (!answer) throw new Error('requestEvent answered no data');
      if (answer.enquiry) {
        const session = hall.sessions.find((s) => s.id === values.sessionId);
        setSent({ ...answer.enquiry, sessionName: session?.name ?? '' });
        form.reset(EMPTY_ENQUIRY);
        return;
      }
      const general: string[] = [];
      let focused = false;
      for (const error of answer.errors) {
        const field = formField(error.field);
        if (!field) {
          general.push(error.message);
          continue;
        }
        form.setError(field, { type: 'server', message: error.message }, { shouldFocus: !focused });
        focused = true;
      }
      if (general.length > 0) setProblem(general.join(' '));
    } catch {
      setProblem(SEND_FAILED);
    }
  });

  return (
    <>
      <HallDetails hall={hall} />
      <MenuPackages menus={offer.data.menuPackages} />
      <AvailabilityCalendar
        hall={hall}
        today={today}
        chosen={sent ? null : { date: form.watch('eventDate'), sessionId: form.watch('sessionId') }}
        onChoose={(slot) => {
          setSent(null);
          form.setValue('eventDate', slot.date, { shouldValidate: form.formState.submitCount > 0 });
          form.setValue('sessionId', slot.sessionId, { shouldValidate: form.formState.submitCount > 0 });
          // The form is filled from here on: take the family to its next field.
          setTimeout(() => form.setFocus('occasion'), 0);
        }}
      />
      {sent ? (
        <EnquiryThanks sent={sent} onAnother={() => setSent(null)} />
      ) : (
        <EnquiryForm
          form={form}
          hall={hall}
          menus={offer.data.menuPackages}
          choices={offer.data.eventEnquiryConfig}
          today={today}
          problem={problem}
          onSubmit={onSubmit}
        />
      )}
      <TermsSummary terms={offer.data.banquetTerms} />
    </>
  );
}

/** The number in E.164 (the form checked it already); as typed if it is not one, for the server to refuse. */
async function phoneToSend(values: EnquiryFormValues): Promise<string> {
  const verdict = await checkTypedPhone(values.phone, values.phoneCountry);
  return 'phone' in verdict ? verdict.phone : values.phone.trim();
}
