import { triggerSuite } from './support/trigger-suite';

triggerSuite('rabbitmq');
