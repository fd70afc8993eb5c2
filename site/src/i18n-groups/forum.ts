import { FORUM_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/forum.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(FORUM_MESSAGES);
