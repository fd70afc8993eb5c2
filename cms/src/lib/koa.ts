import type { Core } from '@strapi/strapi';

/** The Koa context Strapi hands a controller, policy or middleware (with koa-body's `request.body`). */
export type Ctx = Parameters<Core.ControllerHandler>[0];
/** The `next` of a Koa middleware. */
export type Next = Parameters<Core.ControllerHandler>[1];
