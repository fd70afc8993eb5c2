export * from './common';
export * from './forum';
export * from './blog';
export * from './site';
export * from './account';
export * from './search';
export * from './admin';
