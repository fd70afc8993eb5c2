/**
 * The request schemas of the forms on public pages (replies, reports, comments), fetched when a form is first
 * sent: zod and the schemas stay out of the pages' initial JavaScript, which only reads. The same schemas the
 * cms checks the request with (domain `validation/`).
 */
export const loadFormRules = () => import(/* webpackChunkName: "form-rules" */ './public-forms');
