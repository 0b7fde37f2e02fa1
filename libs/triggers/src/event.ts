import { bodyOf, Received } from './broker';
import type { TriggerType } from './definition';

/**
 * The event a function receives for messages a trigger took (one, or a batch): the same shape
 * either way, so a handler reads `messages` whatever the trigger's batch says.
 */
export function triggerEvent(
  trigger: { type: TriggerType; name: string },
  messages: readonly Received[],
): string {
  return JSON.stringify({
    trigger: { type: trigger.type, name: trigger.name },
    messages: messages.map((m) => ({
      id: m.id,
      source: m.source,
      ...(m.partition !== undefined && { partition: m.partition }),
      ...(m.offset !== undefined && { offset: m.offset }),
      ...(m.key !== undefined && { key: m.key }),
      headers: m.headers,
      ...bodyOf(m.body),
      timestamp: m.timestamp,
    })),
  });
}
