// `file-type` (the upload guard's sniffer) and its helpers ship ES modules only: Node runs them from the compiled
// cms as they are, jest's module loader needs them compiled to CommonJS.
const ESM_PACKAGES = ['file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit'];

/** API tests boot Strapi once per file against a throwaway PostgreSQL database (tests/helpers/global-setup.js). */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { esModuleInterop: true, strict: false, target: 'ES2020', module: 'commonjs' }, diagnostics: false },
    ],
    [`/node_modules/(${ESM_PACKAGES.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, target: 'ES2020', module: 'commonjs' }, diagnostics: false },
    ],
  },
  // Its export map names no `require` condition for jest's resolver; Node's own require(esm) reads `module-sync`.
  moduleNameMapper: { '^file-type$': '<rootDir>/../node_modules/file-type/index.js' },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  globalSetup: '<rootDir>/tests/helpers/global-setup.js',
  globalTeardown: '<rootDir>/tests/helpers/global-teardown.js',
  // Booting Strapi and seeding in a beforeAll takes seconds alone and minutes on a busy 2-core machine; a hook that
  // times out fails every test of its file, so hooks (and tests) get the same limit as the suites' boot.
  testTimeout: 300000,
  maxWorkers: 1,
};
