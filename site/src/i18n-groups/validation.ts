import { VALIDATION_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/validation.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(VALIDATION_MESSAGES);
