import { z } from 'zod';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_SUGGESTION_SUFFIXES } from '../constants';
import { msg } from '../messages';
import { hasRequiredComposition } from '../password';
import { requiredString, USERNAME_PATTERN } from './shared';

// ── Accounts ───────────────────────────────────────────────────────────────

const username = requiredString(msg('validation.username.required'))
  .trim()
  .min(1, msg('validation.username.required'))
  .min(USERNAME_MIN, msg('validation.username.min'))
  .max(USERNAME_MAX, msg('validation.username.max'))
  .regex(USERNAME_PATTERN, msg('validation.username.pattern'));

const registerEmail = requiredString(msg('validation.email.required'))
  .trim()
  .min(1, msg('validation.email.required'))
  .email(msg('validation.email.invalid'))
  .toLowerCase();

/**
 * Registration and reset rules: at least 6 characters with a lowercase letter, an uppercase letter and a digit;
 * with a longer minimum (the admin's security.passwordMinLength) that length, named in the message as the
 * server's PASSWORD_TOO_SHORT names it.
 */
const newPasswordOf = (minLength: number) =>
  requiredString(msg('validation.password.required'))
    .min(1, msg('validation.password.required'))
    .min(
      Math.max(PASSWORD_MIN, minLength),
      minLength > PASSWORD_MIN ? msg('validation.password.minLength', { n: minLength }) : msg('validation.password.min'),
    )
    .refine(hasRequiredComposition, msg('validation.password.composition'));
const newPassword = newPasswordOf(PASSWORD_MIN);

const confirmPassword = requiredString(msg('validation.confirmPassword.required')).min(1, msg('validation.confirmPassword.required'));

function passwordsMatch(
  passwordField: string,
  confirmField: string,
  message: string,
): (value: Record<string, unknown>, ctx: z.RefinementCtx) => void {
  return (value, ctx) => {
    const confirm = value[confirmField];
    if (typeof confirm === 'string' && confirm !== '' && confirm !== value[passwordField]) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [confirmField], message });
    }
  };
}

export const loginSchema = z.object({
  identifier: requiredString(msg('validation.identifier.required'))
    .trim()
    .min(1, msg('validation.identifier.required'))
    .min(3, msg('validation.identifier.min')),
  password: requiredString(msg('validation.password.required'))
    .min(1, msg('validation.password.required'))
    .min(PASSWORD_MIN, msg('validation.password.min')),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the register endpoint needs; the form adds confirmation and terms on top. */
export const registerRequestSchema = z.object({
  username,
  email: registerEmail,
  password: newPassword,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form with the site's password minimum (public settings' passwordMinLength; never below 6). */
export const registerFormSchema = (passwordMinLength: number) =>
  registerRequestSchema
    .extend({
      password: newPasswordOf(passwordMinLength),
      confirmPassword,
      // A boolean refined to true rather than z.literal(true): a literal mismatch aborts the object and
      // would hide the password-mismatch message until the box is ticked.
      terms: z
        .boolean({ required_error: msg('validation.terms.required'), invalid_type_error: msg('validation.terms.required') })
        .refine((v) => v, msg('validation.terms.required')),
    })
    .superRefine(passwordsMatch('password', 'confirmPassword', msg('validation.confirmPassword.mismatch')));
export const registerSchema = registerFormSchema(PASSWORD_MIN);
export type RegisterFormInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: requiredString(msg('validation.forgotEmail.required'))
    .trim()
    .min(1, msg('validation.forgotEmail.required'))
    .email(msg('validation.email.invalid'))
    .toLowerCase(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * The reset form: registration's password rules (the strength meter there skips the symbol point), with the
 * site's password minimum like the register form.
 */
export const resetPasswordFormSchema = (passwordMinLength: number) =>
  z
    .object({ password: newPasswordOf(passwordMinLength), confirmPassword })
    .superRefine(passwordsMatch('password', 'confirmPassword', msg('validation.confirmPassword.mismatch')));
export const resetPasswordSchema = resetPasswordFormSchema(PASSWORD_MIN);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * The reset request (POST /api/auth/reset-password): the code from the mailed link plus the new password
 * and its confirmation, under the reset form's rules.
 */
export const resetPasswordRequestSchema = z
  .object({
    code: requiredString(msg('validation.resetToken.invalid')).trim().min(1, msg('validation.resetToken.invalid')),
    password: newPassword,
    passwordConfirmation: confirmPassword,
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation', msg('validation.confirmPassword.mismatch')));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const verifyEmailSchema = z.object({
  token: requiredString(msg('validation.verifyToken.invalid')).trim().min(1, msg('validation.verifyToken.invalid')),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailSchema>;

/** POST /api/account/unlock: the secret of the mailed unlock link (64 hex characters). */
export const unlockRequestSchema = z.object({
  token: requiredString(msg('error.validation'))
    .trim()
    .regex(/^[0-9a-f]{64}$/, msg('error.validation')),
});
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;

const allRequired = msg('validation.changePassword.allRequired');
/** A new password in the change form: every field required ('Tüm alanları doldurun'), then the strength rules. */
const changedPasswordOf = (minLength: number) =>
  requiredString(allRequired)
    .min(1, allRequired)
    .min(
      Math.max(PASSWORD_MIN, minLength),
      minLength > PASSWORD_MIN ? msg('validation.password.minLength', { n: minLength }) : msg('validation.password.min'),
    )
    .refine(hasRequiredComposition, msg('validation.password.composition'));

/** The change-password form with the site's password minimum (public settings' passwordMinLength). */
export const changePasswordFormSchema = (passwordMinLength: number) =>
  z
    .object({
      currentPassword: requiredString(allRequired).min(1, allRequired),
      // The same strength rule as registration and reset: one rule for every new password.
      newPassword: changedPasswordOf(passwordMinLength),
      confirmPassword: requiredString(allRequired).min(1, allRequired),
    })
    .superRefine(passwordsMatch('newPassword', 'confirmPassword', msg('validation.changePassword.mismatch')));
export const changePasswordSchema = changePasswordFormSchema(PASSWORD_MIN);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password request (POST /api/account/password): the form's rules under the API's names. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: requiredString(allRequired).min(1, allRequired),
    password: changedPasswordOf(PASSWORD_MIN),
    passwordConfirmation: requiredString(allRequired).min(1, allRequired),
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation', msg('validation.changePassword.mismatch')));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Deleting the account asks for the password once more. */
export const deleteAccountSchema = z.object({
  password: requiredString(msg('validation.password.required')).min(1, msg('validation.password.required')),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Up to three free variants of a taken username, each still a valid username. */
export function usernameSuggestions(taken: string): string[] {
  const base = taken.replace(/[^A-Za-z0-9_]/g, '');
  if (base === '') return [];
  return USERNAME_SUGGESTION_SUFFIXES.map((suffix) => base.slice(0, USERNAME_MAX - suffix.length) + suffix);
}

/** The availability checks of the register form (GET /api/account/availability/{username,email}?value=). */
export const usernameAvailabilitySchema = z.object({ value: username });
export const emailAvailabilitySchema = z.object({ value: registerEmail });

/**
 * Lookalike usernames. Two names are "the same" when their skeletons are equal: lower case, separators
 * dropped, and every character that reads like another replaced by one representative (0→o; 1, i, ı, l
 * →l; 3→e; 4→a; 5→s; 7→t; 8→b; Turkish letters to their plain twins), then 'rn'→'m' and 'vv'→'w'.
 * The table is data so the cms can compute the same skeleton in SQL (translate + replace).
 */
export const USERNAME_SKELETON = {
  /** Characters replaced one for one: `from[i]` becomes `to[i]`. */
  from: '01ıi34578şçğöüâîû',
  to: 'ollleastbscgoualu',
  /** Characters dropped (U+0307 is the dot 'İ' leaves behind when lower-cased). */
  drop: '_-.\u0307',
  /** Letter pairs read as one letter, replaced after the single characters. */
  sequences: [
    ['rn', 'm'],
    ['vv', 'w'],
  ] as ReadonlyArray<readonly [string, string]>,
} as const;

export function usernameSkeleton(name: string): string {
  const { from, to, drop, sequences } = USERNAME_SKELETON;
  let out = '';
  for (const ch of name.toLowerCase()) {
    if (drop.includes(ch)) continue;
    const at = from.indexOf(ch);
    out += at >= 0 ? to[at] : ch;
  }
  for (const [pair, single] of sequences) out = out.split(pair).join(single);
  return out;
}

/** Words no member may take, nor any name holding a lookalike of them anywhere ('sec_adm1n_x' too). */
export const RESERVED_USERNAMES = ['admin', 'moderator', 'yonetici', 'oyundev', 'silinmis_uye'] as const;

export function isReservedUsername(name: string): boolean {
  const skeleton = usernameSkeleton(name);
  return RESERVED_USERNAMES.some((word) => skeleton.includes(usernameSkeleton(word)));
}

/** A deleted member's content stays under this name followed by their id (silinmis_uye_42). */
export const DELETED_MEMBER_PREFIX = 'silinmis_uye_';
