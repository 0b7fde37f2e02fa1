import { refusal, thrown } from '../common/testing';
import { SaveTestEventDto } from './dto/test-event.dto';
import { checkedTestEventName } from './test-events.service';

describe('a test event', () => {
  it.each(['order-1', 'A.b_c', 'x', '9'.repeat(64)])('%j is a name', (name) => {
    expect(checkedTestEventName(name)).toBe(name);
  });

  it.each(['', '-lead', '.hidden', 'a/b', 'with space', 'x'.repeat(65)])(
    '%j is no name: 400',
    async (name) => {
      expect(await thrown(() => checkedTestEventName(name))).toEqual({
        status: 400,
        details: expect.stringMatching(/^name: ".*" is not a test event name/),
      });
    },
  );

  it("is a JSON object, as an invoke's body", async () => {
    expect(await refusal(SaveTestEventDto, { event: { n: 1 } })).toBeNull();
    for (const event of ['text', [1, 2], 7, null])
      expect(await refusal(SaveTestEventDto, { event })).toMatch(/^event: event: must be a JSON object$/);
    expect(await refusal(SaveTestEventDto, { event: {}, name: 'x' })).toBe('name: unknown field');
  });
});
