import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SendContactMessageDocument } from '../../../graphql/generated';
import type { SendContactMessage } from '../contact-message';

/** sendContactMessage from the contact page; the server's user errors come back as data. */
export function useSendContactMessage(): SendContactMessage {
  const [mutate] = useMutation(SendContactMessageDocument);
  return useCallback(
    async (values) => {
      const { data } = await mutate({ variables: { input: { ...values, source: 'contact-page' } } });
      if (!data) throw new Error('sendContactMessage answered no data');
      return data.sendContactMessage.errors;
    },
    [mutate],
  );
}
