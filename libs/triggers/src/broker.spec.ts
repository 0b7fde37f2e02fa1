import { bodyOf, Inbox, Received } from './broker';
import { triggerEvent } from './event';

const message = (id: string, body = Buffer.from(id)): Received => ({
  id,
  source: 'q',
  headers: {},
  body,
  timestamp: '2026-01-01T00:00:00.000Z',
});

describe('Inbox', () => {
  it('answers [] once idle, what is there at once without a batch window, and fills a batch within its window', async () => {
    const inbox = new Inbox();
    const acked: string[] = [];
    expect(await inbox.take(5, 0, 20)).toEqual([]);
    inbox.push(message('a'), { ack: () => acked.push('a') });
    expect((await inbox.take(5, 0, 20)).map((m) => m.id)).toEqual(['a']);
    inbox.push(message('b'), { ack: () => acked.push('b') });
    setTimeout(() => ['c', 'd'].forEach((id) => inbox.push(message(id), { ack: () => acked.push(id) })), 10);
    const batch = await inbox.take(3, 1000, 20);
    expect(batch.map((m) => m.id)).toEqual(['b', 'c', 'd']);
    await inbox.ack(batch);
    expect(acked).toEqual(['b', 'c', 'd']);
  });
});

describe('triggerEvent', () => {
  it('gives text as utf8 and other bytes as base64', () => {
    expect(bodyOf(Buffer.from('héllo'))).toEqual({ body: 'héllo', encoding: 'utf8' });
    expect(bodyOf(Buffer.from([0xff, 0x00]))).toEqual({ body: '/wA=', encoding: 'base64' });
    expect(JSON.parse(triggerEvent({ type: 'nats', name: 'n' }, [message('s:1')]))).toEqual({
      trigger: { type: 'nats', name: 'n' },
      messages: [
        {
          id: 's:1',
          source: 'q',
          headers: {},
          body: 's:1',
          encoding: 'utf8',
          timestamp: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
  });
});
