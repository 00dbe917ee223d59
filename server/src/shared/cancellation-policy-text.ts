/** The cancellation policy in the hotel's words (spec section 9), as mails and pages print it. */
export const CANCELLATION_POLICY_TEXT =
  'Free cancellation up to 24 hours before check-in; 50% refund within 24 hours of check-in. Group bookings of 5 or more rooms cancel free up to 7 days before check-in. Refunds reach you in 5-10 business days.';

/** The same policy in everyday Hindi (docs/hindi-glossary.md), for a guest who booked in Hindi. */
export const CANCELLATION_POLICY_TEXT_HINDI =
  'चेक-इन से 24 घंटे पहले तक मुफ़्त कैंसलेशन; चेक-इन से पहले के 24 घंटों में कैंसल करने पर 50% रिफ़ंड। 5 या ज़्यादा कमरों की ग्रुप बुकिंग चेक-इन से 7 दिन पहले तक मुफ़्त कैंसल हो सकती है। रिफ़ंड 5-10 कामकाजी दिनों में आपके खाते में पहुँच जाता है।';
