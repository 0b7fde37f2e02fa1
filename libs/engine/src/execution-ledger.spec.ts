import { clipIo, outputOf } from './execution-ledger';

describe('clipIo', () => {
  it('keeps text within the bound whole', () => {
    expect(clipIo('{"a":1}', 16)).toEqual({ text: '{"a":1}', truncated: false });
    expect(clipIo('é'.repeat(8), 16)).toEqual({ text: 'é'.repeat(8), truncated: false }); // 16 bytes exactly
  });

  it('cuts at the bound in bytes, never inside a character', () => {
    expect(clipIo('abcdefghij', 4)).toEqual({ text: 'abcd', truncated: true });
    // é is 2 bytes: 5 bytes hold two of them and half a third, which is left out.
    expect(clipIo('ééé', 5)).toEqual({ text: 'éé', truncated: true });
    // A 4-byte character (two UTF-16 units) cut anywhere inside goes whole.
    for (const max of [5, 6, 7, 8]) expect(clipIo('a😀😀', max)).toEqual({ text: 'a😀', truncated: true });
    for (const max of [2, 3, 4]) expect(clipIo('a😀', max)).toEqual({ text: 'a', truncated: true });
  });
});

describe('outputOf', () => {
  it("keeps a success's return value as JSON, and nothing of a failure", () => {
    expect(outputOf({ status: 'success', result: { ok: true } })).toEqual({
      text: '{"ok":true}',
      truncated: false,
    });
    expect(outputOf({ status: 'success', result: undefined })).toEqual({ text: 'null', truncated: false });
    expect(outputOf({ status: 'error', result: { ok: true } })).toBeNull();
  });
});
