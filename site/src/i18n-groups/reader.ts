import { READER_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/reader.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(READER_MESSAGES);
