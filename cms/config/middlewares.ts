export default [
  'global::error-envelope',
  'strapi::logger',
  'strapi::errors',
  'global::domain-errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    // Huge bodies are refused before they reach a controller (the error middleware turns it into a 413).
    config: { jsonLimit: '256kb', formLimit: '256kb', textLimit: '256kb' },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
