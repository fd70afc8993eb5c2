import { BOOKMARKS_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/bookmarks.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(BOOKMARKS_MESSAGES);
