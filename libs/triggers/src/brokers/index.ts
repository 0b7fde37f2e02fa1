import type { Broker } from '../broker';
import type { TriggerType } from '../definition';
import { kafkaBroker } from './kafka';
import { mqttBroker } from './mqtt';
import { natsBroker } from './nats';
import { rabbitBroker } from './rabbitmq';

const BROKERS: Record<TriggerType, Broker> = {
  nats: natsBroker,
  rabbitmq: rabbitBroker,
  kafka: kafkaBroker,
  mqtt: mqttBroker,
};

export function brokerFor(type: TriggerType): Broker {
  return BROKERS[type];
}
