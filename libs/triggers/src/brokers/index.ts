import type { Broker } from '../broker';
import type { TriggerType } from '../definition';
import { kafkaBroker } from './kafka';
import { natsBroker } from './nats';
import { rabbitBroker } from './rabbitmq';

const BROKERS: Partial<Record<TriggerType, Broker>> = {
  nats: natsBroker,
  rabbitmq: rabbitBroker,
  kafka: kafkaBroker,
};

/** The client for a trigger type; undefined for a type this build cannot consume yet. */
export function brokerFor(type: TriggerType): Broker | undefined {
  return BROKERS[type];
}
