export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtManagement: 'legacy-support',
      jwt: { expiresIn: '24h' },
      jwtSecret: env('JWT_SECRET', 'oyundev-local-jwt-secret'),
      // Register may set only these fields; role, confirmed, blocked, provider and every counter stay server-side.
      register: { allowedFields: [] },
      // Per address; the browser tests, all from 127.0.0.1, raise it through env.
      ratelimit: { interval: 60000, max: env.int('AUTH_RATE_LIMIT_MAX', 10) },
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
