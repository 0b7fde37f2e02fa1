import { triggerSuite } from './support/trigger-suite';

triggerSuite('mqtt');
