import { normalisePhone } from '@server-pure/guest-details';
import { RoomType } from '../../graphql/generated';
import { NO_BUSINESS } from './business-rules';
import {
  buildQuote,
  EMPTY_GUEST,
  guestFromQuote,
  pickedPhone,
  typedPhone,
  partyPax,
  roomGuestsProblem,
  validateGuest,
  type GuestDetails,
} from './guest-rules';

const asha: GuestDetails = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  phoneCountry: 'IN',
  address: { street: '12 Civil Lines', street2: '', city: 'Bareilly', state: 'Uttar Pradesh', zip: '243001', country: 'India' },
  whatsappUpdates: false,
  marketingConsent: false,
  ...NO_BUSINESS,
};

describe('the phone box', () => {
  it('keeps the digits of the number, dropping spaces, dashes and anything else', () => {
    expect(normalisePhone('98765-43 21a0')).toBe('9876543210');
    expect(normalisePhone('abc')).toBe('');
  });

  it('drops a leading +91, 91 or 0 however it is typed or pasted', () => {
    for (const typed of [
      '+91 98765 43210',
      '+919876543210',
      '+91-98765-43210',
      '919876543210',
      '91 98765 43210',
      '098765 43210',
      '09876543210',
    ]) {
      expect(normalisePhone(typed)).toBe('9876543210');
    }
  });

  it('keeps a ten-digit number that starts with 91, and says nothing of a number too long', () => {
    expect(normalisePhone('9123456789')).toBe('9123456789');
    expect(normalisePhone('987654321012')).toBe('987654321012');
  });

  it('lets the whole number be typed key by key before deciding what is a prefix', () => {
    let box = '';
    for (const key of '+91 98765 43210') box = typedPhone(box + key);
    expect(box).toBe('+91 98765 43210');
    expect(normalisePhone(box)).toBe('9876543210');
  });
});

describe('the guest rules', () => {
  it('needs name, email and phone: the alert says the spec’s words, each field its own', async () => {
    const { errors, first } = await validateGuest({ ...EMPTY_GUEST, name: '   ' });
    expect(errors).toEqual({ name: 'Name is required', email: 'Email is required', phone: 'Phone is required' });
    expect(first).toBe('Name, Email and Phone are required');
  });

  it('reports the missing field first even when another one is wrong', async () => {
    const { errors, first } = await validateGuest({ ...asha, name: '', email: 'asha@' });
    expect(errors).toEqual({ name: 'Name is required', email: 'Please enter a valid email address' });
    expect(first).toBe('Name, Email and Phone are required');
  });

  it.each(['asha', 'asha@example', 'asha @example.com', '@example.com'])('refuses the email %p', async (email) => {
    const { errors, first } = await validateGuest({ ...asha, email });
    expect(errors).toEqual({ email: 'Please enter a valid email address' });
    expect(first).toBe('Please enter a valid email address');
  });

  it.each(['5876543210', '987654321', '0987654321'])('refuses the phone %p', async (phone) => {
    const { errors, first } = await validateGuest({ ...asha, phone });
    expect(errors).toEqual({ phone: 'Phone number must start with 6-9 and be exactly 10 digits' });
    expect(first).toBe('Phone number must start with 6-9 and be exactly 10 digits');
  });

  it.each(['6000000000', '7123456789', '8123456789', '9123456789'])('accepts the phone %p', async (phone) => {
    expect((await validateGuest({ ...asha, phone })).errors).toEqual({});
  });

  it('trims every value, lower-cases the email and keeps the phone in E.164', async () => {
    const { guest, errors } = await validateGuest({
      name: '  Asha Verma ',
      email: ' Asha@Example.COM ',
      phone: ' 98765 43210 ',
      phoneCountry: 'IN',
      address: {
        street: ' 12 Civil Lines ',
        street2: ' ',
        city: 'Bareilly ',
        state: ' Uttar Pradesh',
        zip: ' 243001 ',
        country: ' India ',
      },
      whatsappUpdates: false,
      marketingConsent: false,
      ...NO_BUSINESS,
    });
    expect(errors).toEqual({});
    expect(guest).toEqual({ ...asha, phone: '+919876543210' });
  });

  it.each([
    ['GB', '07911 123456', '+447911123456'],
    ['GB', '7911 123456', '+447911123456'],
    ['AE', '050 123 4567', '+971501234567'],
    ['IN', '+44 7911 123456', '+447911123456'],
  ])('takes the number of a relative abroad (picked %s, typed %s) as %s', async (phoneCountry, phone, e164) => {
    const { guest, errors, first } = await validateGuest({ ...asha, phone, phoneCountry });
    expect({ errors, first }).toEqual({ errors: {}, first: undefined });
    expect(guest).toMatchObject({ phone: e164, phoneCountry });
  });

  it('says in plain words why another country’s number is refused, and the spec’s words for an Indian one', async () => {
    expect((await validateGuest({ ...asha, phone: '1111 111111', phoneCountry: 'GB' })).errors).toEqual({
      phone: 'This is not a valid number for United Kingdom',
    });
    expect((await validateGuest({ ...asha, phone: '+971 50 12', phoneCountry: 'IN' })).first).toBe(
      'This number is too short for United Arab Emirates',
    );
    expect((await validateGuest({ ...asha, phone: '+91 58765 43210', phoneCountry: 'GB' })).errors).toEqual({
      phone: 'Phone number must start with 6-9 and be exactly 10 digits',
    });
  });
});

describe('the country picker and the number box', () => {
  it('moves a + code to the picker when the guest leaves the box', () => {
    expect(pickedPhone('+44 7911 123456', 'IN')).toEqual({ phone: '7911123456', phoneCountry: 'GB' });
    expect(pickedPhone('+91 98765 43210', 'IN')).toEqual({ phone: '9876543210', phoneCountry: 'IN' });
    expect(pickedPhone('0044 7911 123456', 'IN')).toEqual({ phone: '7911123456', phoneCountry: 'GB' });
    // Canada and the United States share +1: the country picked stays.
    expect(pickedPhone('+1 416 555 0123', 'CA')).toEqual({ phone: '4165550123', phoneCountry: 'CA' });
    // A country not listed keeps its + code in the box.
    expect(pickedPhone('+359 88 123 4567', 'IN')).toEqual({ phone: '+359 88 123 4567', phoneCountry: 'IN' });
  });

  it('takes an Indian number’s 0 and spaces away, and leaves other countries’ numbers as typed', () => {
    expect(pickedPhone('098765 43210', 'IN')).toEqual({ phone: '9876543210', phoneCountry: 'IN' });
    expect(pickedPhone('98765 4', 'IN')).toEqual({ phone: '98765 4', phoneCountry: 'IN' });
    expect(pickedPhone('07911 123456', 'GB')).toEqual({ phone: '07911 123456', phoneCountry: 'GB' });
  });

  it('shows a number kept in E.164 with its country when the guest comes back', () => {
    expect(guestFromQuote({ ...buildQuote(asha, STAY, ROOMS), phone: '+447911123456' })).toMatchObject({
      phone: '7911123456',
      phoneCountry: 'GB',
    });
    expect(guestFromQuote({ ...buildQuote(asha, STAY, ROOMS), phone: '+919876543210' })).toMatchObject({
      phone: '9876543210',
      phoneCountry: 'IN',
    });
  });

  it('sends the WhatsApp box with the quote, unticked unless ticked, and shows it again when the guest comes back', () => {
    expect(buildQuote(asha, STAY, ROOMS).whatsappUpdates).toBe(false);
    const ticked = buildQuote({ ...asha, whatsappUpdates: true }, STAY, ROOMS);
    expect(ticked.whatsappUpdates).toBe(true);
    expect(guestFromQuote(ticked).whatsappUpdates).toBe(true);
    expect(EMPTY_GUEST.whatsappUpdates).toBe(false);
  });

  it('sends the offers-and-news box only when ticked, apart from WhatsApp, and shows it again when the guest comes back', () => {
    expect(EMPTY_GUEST.marketingConsent).toBe(false);
    expect(buildQuote(asha, STAY, ROOMS)).not.toHaveProperty('marketingConsent');
    const ticked = buildQuote({ ...asha, marketingConsent: true }, STAY, ROOMS);
    expect(ticked).toMatchObject({ marketingConsent: true, whatsappUpdates: false });
    expect(guestFromQuote(ticked).marketingConsent).toBe(true);
  });
});

const STAY = { checkIn: '2026-12-01', checkOut: '2026-12-02' };
const ROOMS = [{ room: { id: 'room-1', type: RoomType.Deluxe, rentPerDay: 2400 }, party: { adults: 1 } }];

describe('the guests sent with the quote', () => {
  it('carries every adult and child: 3 adults and 1 child are 4 guests, the booker named first', () => {
    expect(partyPax('Asha Verma', { adults: 3, children: 1 })).toEqual([
      { name: 'Asha Verma', adultStatus: 'adult', gender: 'other', age: 0 },
      { adultStatus: 'adult', gender: 'other', age: 0 },
      { adultStatus: 'adult', gender: 'other', age: 0 },
      { adultStatus: 'child', gender: 'other', age: 0 },
    ]);
  });

  it('always has the one adult who books, and leaves an unknown name to the server', () => {
    expect(partyPax('Asha Verma', { adults: 0 })).toEqual([
      { name: 'Asha Verma', adultStatus: 'adult', gender: 'other', age: 0 },
    ]);
    expect(partyPax('', { adults: 2, children: Number.NaN })).toEqual([
      { adultStatus: 'adult', gender: 'other', age: 0 },
      { adultStatus: 'adult', gender: 'other', age: 0 },
    ]);
  });
});

describe('the quote kept for the payment page', () => {
  it('has the shape of spec section 3 with everyone staying, and no total of its own', () => {
    const quote = buildQuote(asha, { checkIn: '2026-12-01', checkOut: '2026-12-04' }, [
      { room: { id: 'room-1', type: RoomType.Deluxe, rentPerDay: 2400 }, party: { adults: 3 } },
    ]);
    expect(quote).toEqual({
      userEmail: 'asha@example.com',
      name: 'Asha Verma',
      phone: '9876543210',
      address: {
        street: '12 Civil Lines',
        street2: '',
        city: 'Bareilly',
        state: 'Uttar Pradesh',
        zip: '243001',
        country: 'India',
      },
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-04',
      bookingInfo: [
        {
          pax: [
            { name: 'Asha Verma', adultStatus: 'adult', gender: 'other', age: 0 },
            { adultStatus: 'adult', gender: 'other', age: 0 },
            { adultStatus: 'adult', gender: 'other', age: 0 },
          ],
          roomType: RoomType.Deluxe,
          roomId: 'room-1',
          roomAmount: 2400,
        },
      ],
      whatsappUpdates: false,
    });
    expect(quote).not.toHaveProperty('totalAmount');
  });

  it('has one line per room, each with its own guests, the booker named in the first', () => {
    const quote = buildQuote(asha, { checkIn: '2026-12-01', checkOut: '2026-12-03' }, [
      { room: { id: 'room-1', type: RoomType.Family, rentPerDay: 4800 }, party: { adults: 2, children: 1 } },
      { room: { id: 'room-2', type: RoomType.Double, rentPerDay: 2100 }, party: { adults: 2 } },
    ]);
    expect(quote.bookingInfo).toEqual([
      {
        pax: [
          { name: 'Asha Verma', adultStatus: 'adult', gender: 'other', age: 0 },
          { adultStatus: 'adult', gender: 'other', age: 0 },
          { adultStatus: 'child', gender: 'other', age: 0 },
        ],
        roomType: RoomType.Family,
        roomId: 'room-1',
        roomAmount: 4800,
      },
      {
        pax: [
          { adultStatus: 'adult', gender: 'other', age: 0 },
          { adultStatus: 'adult', gender: 'other', age: 0 },
        ],
        roomType: RoomType.Double,
        roomId: 'room-2',
        roomAmount: 2100,
      },
    ]);
  });

  it('says when a room’s guests do not fit it', () => {
    const room = { name: 'Double Room 104', maxCount: 3 };
    expect(roomGuestsProblem(room, { adults: 2, children: 1 })).toBeUndefined();
    expect(roomGuestsProblem(room, { adults: 3, children: 1 })).toBe('Double Room 104 sleeps 3: move a guest to another room');
    expect(roomGuestsProblem(room, { adults: 0, children: 2 })).toBe('Double Room 104 needs at least 1 adult');
  });

  it('gives the guest back when they return to the form', () => {
    const quote = buildQuote(asha, { checkIn: '2026-12-01', checkOut: '2026-12-02' }, [
      { room: { id: 'room-1', type: RoomType.Deluxe, rentPerDay: 2400 }, party: { adults: 1 } },
    ]);
    expect(guestFromQuote(quote)).toEqual(asha);
    expect(guestFromQuote(undefined)).toEqual(EMPTY_GUEST);
  });
});

describe('a business for a GST invoice', () => {
  const business = { businessInvoice: true, businessName: ' Acme Traders LLP ', businessGstin: '27aapfu0939f1zv' };

  it('keeps the business and its GSTIN as typed, canonical, and sends them with the quote', async () => {
    const { guest, errors } = await validateGuest({ ...asha, ...business });
    expect(errors).toEqual({});
    expect(guest).toMatchObject({ businessInvoice: true, businessName: 'Acme Traders LLP', businessGstin: '27AAPFU0939F1ZV' });
    const quote = buildQuote(guest, { checkIn: '2026-12-01', checkOut: '2026-12-02' }, [
      { room: { id: 'room-1', type: RoomType.Deluxe, rentPerDay: 2400 }, party: { adults: 1 } },
    ]);
    expect(quote).toMatchObject({ businessName: 'Acme Traders LLP', businessGstin: '27AAPFU0939F1ZV' });
    expect(guestFromQuote(quote)).toEqual({ ...guest, phone: '9876543210' });
  });

  it('says at the field when the GSTIN’s check character is wrong, or the name is missing', async () => {
    const wrong = await validateGuest({ ...asha, ...business, businessGstin: '27AAPFU0939F1ZW' });
    expect(wrong.errors).toEqual({
      businessGstin: "This GSTIN's last character does not match: please check it for a typing mistake",
    });
    expect(wrong.first).toBe(wrong.errors.businessGstin);
    expect((await validateGuest({ ...asha, ...business, businessName: '' })).errors).toEqual({
      businessName: 'Enter the business name for this GSTIN',
    });
    expect((await validateGuest({ ...asha, businessInvoice: true, businessName: '', businessGstin: '' })).errors).toEqual({
      businessName: 'Enter the business name for the invoice',
    });
  });

  it('takes a business with no GSTIN, and forgets all of it when the box is unticked', async () => {
    const unregistered = await validateGuest({ ...asha, ...business, businessGstin: '' });
    expect(unregistered.errors).toEqual({});
    const quote = buildQuote(unregistered.guest, { checkIn: '2026-12-01', checkOut: '2026-12-02' }, [
      { room: { id: 'room-1', type: RoomType.Deluxe, rentPerDay: 2400 }, party: { adults: 1 } },
    ]);
    expect(quote.businessName).toBe('Acme Traders LLP');
    expect(quote).not.toHaveProperty('businessGstin');

    const unticked = await validateGuest({ ...asha, ...business, businessInvoice: false, businessGstin: 'nonsense' });
    expect(unticked.errors).toEqual({});
    expect(unticked.guest).toMatchObject(NO_BUSINESS);
  });
});
