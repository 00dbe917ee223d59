/** Links that open the phone's dialler or the mail app. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
export const mailHref = (email: string) => `mailto:${email}`;
