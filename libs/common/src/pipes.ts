import { ParseUUIDPipe } from '@nestjs/common';

/** Every id in a path is a UUID: anything else is 400 before a query runs. */
export const UUID_PIPE = new ParseUUIDPipe({ version: undefined, errorHttpStatusCode: 400 });
