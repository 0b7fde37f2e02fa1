import { refusal } from '../common/testing';
import { CreateTriggerDto, UpdateTriggerDto } from './dto/trigger.dto';

const trigger = {
  name: 'orders',
  type: 'nats',
  connection: { url: 'nats://broker:4222' },
  source: { subject: 'orders.>' },
};

// The definition's rules (URLs, sources, batches, limits) are libs/triggers' (definition.spec.ts):
// these are the kinds the api refuses before them.
describe("a trigger's form", () => {
  it('takes a whole definition', async () => {
    expect(await refusal(CreateTriggerDto, trigger)).toBeNull();
    expect(
      await refusal(CreateTriggerDto, { ...trigger, batch: { max_messages: 10, max_wait_ms: 100 } }),
    ).toBeNull();
  });

  it.each([
    [{ ...trigger, type: 'sqs' }, /^type: one of nats, rabbitmq, kafka, mqtt$/],
    [{ ...trigger, name: 7 }, /^name: must be a string$/],
    [{ ...trigger, connection: 'nats://broker' }, /^connection: must be an object$/],
    [{ ...trigger, source: 'orders' }, /^source: must be an object$/],
    [{ ...trigger, batch: 10 }, /^batch: must be an object$/],
    [{ ...trigger, max_in_flight: 'many' }, /^max_in_flight: an integer$/],
    [{ ...trigger, enabled: 'yes' }, /^enabled: must be a boolean$/],
    [{ ...trigger, priority: 1 }, /^priority: unknown field$/],
  ])('%j is refused', async (body, details) => {
    expect(await refusal(CreateTriggerDto, body)).toMatch(details);
  });

  it('a change gives any of the fields, each of its kind', async () => {
    expect(await refusal(UpdateTriggerDto, { enabled: false })).toBeNull();
    expect(await refusal(UpdateTriggerDto, { enabled: 'no' })).toMatch(/^enabled: must be a boolean$/);
    expect(await refusal(UpdateTriggerDto, { name: 5 })).toMatch(/^name: /);
    expect(await refusal(UpdateTriggerDto, { topic: 'x' })).toBe('topic: unknown field');
  });
});
