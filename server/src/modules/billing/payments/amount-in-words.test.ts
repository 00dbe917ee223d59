import { numberInIndianWords, rupeesInWords } from './amount-in-words';

describe('amounts in words, as an Indian receipt writes them', () => {
  it.each([
    [450000, 'Rupees Four Thousand Five Hundred only'],
    [450050, 'Rupees Four Thousand Five Hundred and Fifty Paise only'],
    [100, 'Rupees One only'],
    [99, 'Rupees Zero and Ninety Nine Paise only'],
    [1_250_000_000, 'Rupees One Crore Twenty Five Lakh only'],
    [125_000_000, 'Rupees Twelve Lakh Fifty Thousand only'],
    [10_101_000, 'Rupees One Lakh One Thousand Ten only'],
  ])('%i paise → %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('groups by crore, lakh and thousand', () => {
    expect(numberInIndianWords(123_456_789)).toBe('Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine');
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(1_000_000_000)).toBe('One Hundred Crore');
  });
});
