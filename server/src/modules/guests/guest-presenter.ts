import { Guest } from './guest.entity';

/** A guest in the old API's shape (`_id` beside `id`). */
export function presentGuest(guest: Guest) {
  return {
    _id: guest.id,
    id: guest.id,
    name: guest.name,
    email: guest.email,
    phone: guest.phone,
    address: guest.address,
    createdAt: guest.createdAt,
  };
}
