import { SEARCH_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/search.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(SEARCH_MESSAGES);
