import { shortDescription } from './room-card-rules';

describe('the room card', () => {
  it('cuts a description to 100 characters with an ellipsis', () => {
    const long = 'a'.repeat(90) + ' bcdefghij klmnop';
    expect(shortDescription(long)).toBe(`${'a'.repeat(90)} bcdefghij…`);
    expect(shortDescription(long).slice(0, -1)).toHaveLength(100);
    expect(shortDescription(`${'c'.repeat(99)} and more`)).toBe(`${'c'.repeat(99)}…`);
  });

  it('leaves 100 characters or fewer alone', () => {
    const exact = 'b'.repeat(100);
    expect(shortDescription(exact)).toBe(exact);
    expect(shortDescription('A quiet room.')).toBe('A quiet room.');
  });
});
