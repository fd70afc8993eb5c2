/*
 * One schema per form/request, used twice: by the site to validate the form before sending and by the
 * cms to validate the request body. Every message comes from the catalogue. Where a field has both a
 * "required" and a "too short" rule, the required message is listed first so `fieldErrors` (first
 * message per field) shows it for an empty field.
 *
 * Unknown keys are stripped (zod's default), which is also how read-only fields such as username and
 * email on the profile form are kept from being written.
 */

export { isHttpUrl, isHouseAdLink } from './shared';
export * from './accounts';
export * from './profile';
export * from './forum';
export * from './admin';
export * from './admin-actions';
export * from './form-errors';
export * from './discovery';
export * from './home';
export * from './blog';
export * from './follow';
export * from './page-views';
export * from './blog-writing';
