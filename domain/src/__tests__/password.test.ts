import { hasRequiredComposition, passwordStrength } from '../password';

describe('passwordStrength', () => {
  test.each([
    ['', 0, 'weak', 'Zayıf'],
    ['abc', 1, 'weak', 'Zayıf'], // lowercase
    ['abcdef', 2, 'weak', 'Zayıf'], // ≥6, lowercase
    ['abcdef1', 3, 'medium', 'Orta'], // ≥6, lowercase, digit
    ['abcdefg1', 4, 'medium', 'Orta'], // ≥6, ≥8, lowercase, digit
    ['Abc123', 4, 'medium', 'Orta'], // ≥6, lowercase, uppercase, digit
    ['Abcdef12', 5, 'strong', 'Güçlü'], // all but symbol
    ['Abcdef1!', 6, 'strong', 'Güçlü'],
    ['Ab1!', 4, 'medium', 'Orta'], // short but varied: lower, upper, digit, symbol
  ])('%p scores %i (%s)', (password, score, label, text) => {
    expect(passwordStrength(password)).toEqual({ score, maxScore: 6, label, text });
  });

  test('Turkish letters are letters, not symbols', () => {
    expect(passwordStrength('şifreĞ1').score).toBe(4); // ≥6, lower, upper, digit — no symbol point
    expect(passwordStrength('şifre!').score).toBe(3);
  });

  test('without the symbol point (reset form) the maximum is 5', () => {
    expect(passwordStrength('Abcdef1!', { countSymbol: false })).toEqual({ score: 5, maxScore: 5, label: 'strong', text: 'Güçlü' });
    expect(passwordStrength('abc!!', { countSymbol: false }).score).toBe(1);
  });
});

describe('hasRequiredComposition', () => {
  test('needs a lowercase letter, an uppercase letter and a digit', () => {
    expect(hasRequiredComposition('Abc123')).toBe(true);
    expect(hasRequiredComposition('abc123')).toBe(false);
    expect(hasRequiredComposition('ABC123')).toBe(false);
    expect(hasRequiredComposition('Abcdef')).toBe(false);
    expect(hasRequiredComposition('Çğü9')).toBe(true);
  });
});
