import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SaveGuestDocument } from '../../../graphql/generated';
import type { GuestDetails } from '../guest-rules';

/**
 * Saves the guest (spec: POST /api/users/add_reservation, "failure ignored"): answers the guest's
 * id, or '' when the server refused or could not be reached; the booking goes on either way.
 */
export function useSaveGuest(): (guest: GuestDetails) => Promise<string> {
  const [save] = useMutation(SaveGuestDocument);
  return useCallback(
    async (guest: GuestDetails) => {
      try {
        const { data } = await save({
          variables: { name: guest.name, email: guest.email, phone: guest.phone, ...guest.address },
        });
        return data?.upsertGuest.guest?.id ?? '';
      } catch {
        return '';
      }
    },
    [save],
  );
}
