/** API tests boot Strapi once per file against a throwaway PostgreSQL database (tests/helpers/global-setup.js). */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { esModuleInterop: true, strict: false, target: 'ES2020', module: 'commonjs' }, diagnostics: false },
    ],
  },
  globalSetup: '<rootDir>/tests/helpers/global-setup.js',
  globalTeardown: '<rootDir>/tests/helpers/global-teardown.js',
  testTimeout: 120000,
  maxWorkers: 1,
};
