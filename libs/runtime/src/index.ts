import * as path from 'path';

export * from './archive';

/** The shim copied into every function image (plain JavaScript; the build copies it beside dist). */
export const SHIM_PATH = path.join(__dirname, '..', 'shim', 'shim.js');
export * from './limits';
