import { BLOG_HOME_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/blogHome.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(BLOG_HOME_MESSAGES);
