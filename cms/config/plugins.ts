import type { Core } from '@strapi/strapi';
import { SESSION_HOURS } from '@oyundev/domain';
import { requireSecret } from '../src/lib/config-secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtManagement: 'legacy-support',
      // A session lasts 24 hours from login or registration (spec accounts §9); src/api/account/lib/sessions.ts
      // also ends it early when the password changes or the account is deactivated or deleted.
      jwt: { expiresIn: `${SESSION_HOURS}h`, algorithm: 'HS256' },
      jwtSecret: requireSecret('JWT_SECRET'),
      // Register may set only these fields; role, confirmed, blocked, provider and every counter stay server-side.
      register: { allowedFields: [] },
      // Per address and route, in this process's memory (global::auth-rate-limit): login, register, forgot,
      // reset, verification and password. The browser tests, all from 127.0.0.1, raise it through env.
      ratelimit: { interval: 60000, max: env.int('AUTH_RATE_LIMIT_MAX', 10) },
      // OyunDev account rules (src/api/account/lib/config.ts). The number of failed logins that locks an account
      // is the admin's site setting security.maxLoginAttempts.
      accounts: {
        // Links in the verification and reset mails point at the site.
        siteUrl: env('SITE_URL', 'http://localhost:8000'),
        lockMinutes: env.int('ACCOUNT_LOCK_MINUTES', 15),
        resetCodeMinutes: 60,
        verificationHours: env.int('VERIFICATION_LINK_HOURS', 48),
        // Per member: verification mails they may ask for.
        verificationMailLimit: { interval: 15 * 60000, max: env.int('VERIFICATION_MAIL_LIMIT', 3) },
        // Per address: the register form's live username / e-mail checks.
        availabilityLimit: { interval: 60000, max: env.int('AVAILABILITY_RATE_LIMIT_MAX', 60) },
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'OyunDev <no-reply@oyundev.local>'),
        defaultReplyTo: env('MAIL_REPLY_TO', 'destek@oyundev.local'),
      },
    },
  },
});
