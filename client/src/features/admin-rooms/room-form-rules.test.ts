import { RoomType } from '../../graphql/generated';
import { cutDescription, parseAmenities, validateImageFiles, validateRoomForm, type RoomFormFields } from './room-form-rules';

const valid: RoomFormFields = {
  name: 'Deluxe King',
  rentPerDay: '2500',
  type: RoomType.Deluxe,
  maxCount: '2',
  description: 'A bright room with a king bed.',
  amenities: 'Wi-Fi, AC',
  imageCount: 1,
};

const check = (changes: Partial<RoomFormFields>, mode: 'create' | 'edit' = 'create') =>
  validateRoomForm({ ...valid, ...changes }, mode);

describe('validateRoomForm', () => {
  it('accepts a complete room', () => {
    expect(check({})).toEqual({});
    expect(check({ amenities: '' })).toEqual({});
  });

  it('needs a name of at most 100 characters', () => {
    expect(check({ name: '' }).name).toBe('Room name is required');
    expect(check({ name: '   ' }).name).toBe('Room name is required');
    expect(check({ name: 'x'.repeat(100) }).name).toBeUndefined();
    expect(check({ name: 'x'.repeat(101) }).name).toBe('Room name cannot exceed 100 characters');
  });

  it('needs a rent that is a number, not negative, in rupees and paise', () => {
    expect(check({ rentPerDay: '' }).rentPerDay).toBe('Rent per day is required');
    expect(check({ rentPerDay: '-1' }).rentPerDay).toBe('Rent must be a positive number');
    expect(check({ rentPerDay: 'abc' }).rentPerDay).toBe('Rent must be a positive number');
    expect(check({ rentPerDay: '1e3' }).rentPerDay).toBe('Rent must be a positive number');
    expect(check({ rentPerDay: '0' }).rentPerDay).toBeUndefined();
    expect(check({ rentPerDay: '1999.50' }).rentPerDay).toBeUndefined();
    expect(check({ rentPerDay: '1999.505' }).rentPerDay).toBe('Rent can have at most two decimals (paise)');
    expect(check({ rentPerDay: '1000001' }).rentPerDay).toBe('Rent per day cannot exceed ₹10,00,000');
  });

  it('needs one of the schema’s room types', () => {
    expect(check({ type: '' }).type).toBe('Room type is required');
    for (const type of Object.values(RoomType)) expect(check({ type }).type).toBeUndefined();
    expect(check({ type: 'Penthouse' }).type).toBe(
      'Room type must be one of: Single AC, Double AC, Single, Double, Deluxe, Suite, Family, Standard',
    );
    // The names the REST API and the old forms used are not the schema's values.
    expect(check({ type: 'DoubleAC' }).type).toMatch(/^Room type must be one of/);
  });

  it('needs a maximum count from 1 to 10', () => {
    expect(check({ maxCount: '' }).maxCount).toBe('Maximum count is required');
    expect(check({ maxCount: '0' }).maxCount).toBe('Maximum count must be between 1 and 10');
    expect(check({ maxCount: '11' }).maxCount).toBe('Maximum count must be between 1 and 10');
    expect(check({ maxCount: '2.5' }).maxCount).toBe('Maximum count must be between 1 and 10');
    expect(check({ maxCount: '1' }).maxCount).toBeUndefined();
    expect(check({ maxCount: '10' }).maxCount).toBeUndefined();
  });

  it('needs a description of 10 to 1000 characters', () => {
    expect(check({ description: '' }).description).toBe('Description is required');
    expect(check({ description: 'x'.repeat(9) }).description).toBe('Description must be at least 10 characters long');
    expect(check({ description: `  ${'x'.repeat(9)}  ` }).description).toBe('Description must be at least 10 characters long');
    expect(check({ description: 'x'.repeat(10) }).description).toBeUndefined();
    expect(check({ description: 'x'.repeat(1000) }).description).toBeUndefined();
    expect(check({ description: 'x'.repeat(1001) }).description).toBe('Description cannot exceed 1000 characters');
  });

  it('needs a photo on create, allows none on edit, and at most 10 on both', () => {
    expect(check({ imageCount: 0 }, 'create').images).toBe('At least one image is required');
    expect(check({ imageCount: 0 }, 'edit').images).toBeUndefined();
    expect(check({ imageCount: 10 }, 'create').images).toBeUndefined();
    expect(check({ imageCount: 11 }, 'create').images).toBe('Maximum 10 images allowed');
    expect(check({ imageCount: 11 }, 'edit').images).toBe('Maximum 10 images allowed');
  });

  it('refuses amenities the server would refuse', () => {
    expect(check({ amenities: 'x'.repeat(61) }).amenities).toBe('Up to 30 amenities of at most 60 characters each');
    expect(check({ amenities: Array.from({ length: 31 }, (_, i) => `A${i}`).join(',') }).amenities).toBeDefined();
  });

  it('reports every field at once', () => {
    const errors = validateRoomForm(
      { name: '', rentPerDay: '', type: '', maxCount: '', description: '', amenities: '', imageCount: 0 },
      'create',
    );
    expect(Object.keys(errors).sort()).toEqual(['description', 'images', 'maxCount', 'name', 'rentPerDay', 'type']);
  });
});

describe('parseAmenities', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(parseAmenities(' Wi-Fi, AC,, TV ,AC, ')).toEqual(['Wi-Fi', 'AC', 'TV']);
    expect(parseAmenities('')).toEqual([]);
    expect(parseAmenities('Room service')).toEqual(['Room service']);
  });
});

describe('validateImageFiles', () => {
  const MB = 1024 * 1024;
  const file = (name: string, type: string, size = 200_000) => ({ name, type, size });
  const invalid = 'Please select valid image files (JPEG, PNG, WebP) under 5MB each.';

  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(
      validateImageFiles([file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp', 5 * MB)], 0),
    ).toBeUndefined();
    expect(validateImageFiles([file('d.jpg', 'image/jpg')], 0)).toBeUndefined();
    // No MIME type from the system: the name decides.
    expect(validateImageFiles([file('e.JPEG', '')], 0)).toBeUndefined();
  });

  it('refuses other types and files over 5 MB', () => {
    expect(validateImageFiles([file('a.gif', 'image/gif')], 0)).toBe(invalid);
    expect(validateImageFiles([file('a.pdf', 'application/pdf')], 0)).toBe(invalid);
    expect(validateImageFiles([file('a.txt', '')], 0)).toBe(invalid);
    expect(validateImageFiles([file('a.jpg', 'image/jpeg'), file('big.jpg', 'image/jpeg', 5 * MB + 1)], 0)).toBe(invalid);
    expect(validateImageFiles([file('empty.png', 'image/png', 0)], 0)).toBe(invalid);
  });

  it('says how many images are allowed and how many the room has', () => {
    const three = [file('1.jpg', 'image/jpeg'), file('2.jpg', 'image/jpeg'), file('3.jpg', 'image/jpeg')];
    expect(validateImageFiles(three, 7)).toBeUndefined();
    expect(validateImageFiles(three, 8)).toBe('You can upload at most 10 images. This room has 8, so you can add 2 more.');
    expect(validateImageFiles(three.slice(0, 1), 10)).toBe(
      'You can upload at most 10 images. This room has 10, so no more can be added.',
    );
    expect(
      validateImageFiles(
        Array.from({ length: 11 }, (_, i) => file(`${i}.png`, 'image/png')),
        0,
      ),
    ).toBe('You can upload at most 10 images. This room has 0, so you can add 10 more.');
  });
});

describe('cutDescription', () => {
  it('keeps at most 50 characters, then an ellipsis', () => {
    const long = 'abcdefghij'.repeat(6);
    expect(cutDescription(long)).toBe(`${long.slice(0, 50)}…`);
    expect(cutDescription('x'.repeat(50))).toBe('x'.repeat(50));
    expect(cutDescription('Short')).toBe('Short');
  });
});
