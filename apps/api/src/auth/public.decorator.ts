import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'fnhost:public';
/** Opts a route out of the global bearer guard; everything else requires a token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
