import { gzipSync } from 'zlib';

export interface RawEntry {
  name: string;
  /** ustar type flag: '0' file, '2' symlink, '1' hardlink, '3' char device, '5' directory, '6' fifo */
  type?: string;
  content?: string | Buffer;
  linkname?: string;
}

function field(buf: Buffer, offset: number, length: number, value: string) {
  buf.write(value, offset, Math.min(Buffer.byteLength(value), length), 'utf8');
}

function octal(value: number, length: number) {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

/**
 * Writes a ustar archive byte by byte, so tests can produce the entries no well-behaved tool
 * would: absolute paths, "..", links out of the root, devices.
 */
export function rawTarGz(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const content = Buffer.isBuffer(e.content) ? e.content : Buffer.from(e.content ?? '');
    const type = e.type ?? '0';
    const size = type === '0' ? content.length : 0;
    const h = Buffer.alloc(512);
    field(h, 0, 100, e.name);
    field(h, 100, 8, octal(type === '5' ? 0o755 : 0o644, 8));
    field(h, 108, 8, octal(0, 8));
    field(h, 116, 8, octal(0, 8));
    field(h, 124, 12, octal(size, 12));
    field(h, 136, 12, octal(Math.floor(Date.now() / 1000), 12));
    field(h, 148, 8, '        ');
    field(h, 156, 1, type);
    field(h, 157, 100, e.linkname ?? '');
    field(h, 257, 6, 'ustar\0');
    field(h, 263, 2, '00');
    let sum = 0;
    for (const byte of h) sum += byte;
    field(h, 148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
    blocks.push(h);
    if (size) blocks.push(content, Buffer.alloc((512 - (size % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

export const HELLO_HANDLER = `exports.handler = async (event) => ({ hello: event && event.name ? event.name : 'world' });\n`;
