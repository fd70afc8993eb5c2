import { BLOG_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/blog.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(BLOG_MESSAGES);
