export { optionLabel, optionValues, type LabelledOption, type Option } from './shared';
export * from './profile';
export * from './skill';
export * from './discovery';
export * from './search';
export * from './forum';
export * from './footer';
export * from './admin';
export * from './site-settings';
