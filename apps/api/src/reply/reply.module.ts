import { Module } from '@nestjs/common';
import { ResultWaiter } from './result-waiter';

/**
 * The reply: how an invocation's answer comes back to the api that admitted it (ResultWaiter, one
 * subscription per process), a streamed reply read from its Redis stream (ReplyReader), and
 * written to the HTTP caller (sendStreamed). Every door that answers a caller replies through it.
 */
@Module({ providers: [ResultWaiter], exports: [ResultWaiter] })
export class ReplyModule {}
