/** The static pages every info page links to in its footer. */
export const POLICY_LINKS = [
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/cancellation-and-refund', label: 'Cancellation & Refund' },
  { to: '/shipping-and-delivery', label: 'Shipping & Delivery' },
  { to: '/find-booking', label: 'Find my booking' },
] as const;

/** When the policy texts were last changed; shown under each policy's heading. */
export const POLICIES_UPDATED = '21 November 2026';
