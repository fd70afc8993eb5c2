import { msg } from './messages';

export type PasswordStrengthLabel = 'weak' | 'medium' | 'strong';

export interface PasswordStrength {
  score: number;
  /** 6 when symbols count, 5 on the reset form (spec: "without the symbol point"). */
  maxScore: number;
  label: PasswordStrengthLabel;
  text: string;
}

// Unicode classes so a Turkish 'ş' or 'Ğ' counts as a letter rather than a symbol.
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SYMBOL = /[^\p{L}\p{N}]/u;

/** Both the register form and the server use this; it is what "composition" means in registerSchema. */
export function hasRequiredComposition(password: string): boolean {
  return LOWER.test(password) && UPPER.test(password) && DIGIT.test(password);
}

/**
 * One point each for length ≥ 6, length ≥ 8, a lowercase letter, an uppercase letter, a digit and
 * (unless `countSymbol` is false) a symbol. Under 3 is weak, under 5 medium, otherwise strong.
 */
export function passwordStrength(password: string, options: { countSymbol?: boolean } = {}): PasswordStrength {
  const countSymbol = options.countSymbol ?? true;
  const checks = [
    password.length >= 6,
    password.length >= 8,
    LOWER.test(password),
    UPPER.test(password),
    DIGIT.test(password),
    countSymbol && SYMBOL.test(password),
  ];
  const score = checks.filter(Boolean).length;
  const label: PasswordStrengthLabel = score < 3 ? 'weak' : score < 5 ? 'medium' : 'strong';
  return {
    score,
    maxScore: countSymbol ? 6 : 5,
    label,
    text: msg(`password.strength.${label}`),
  };
}
