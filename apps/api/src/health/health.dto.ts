import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({
    enum: ['ok', 'degraded', 'draining'],
    description: 'draining: the replica is stopping and finishes what it runs; load balancers take it out',
  })
  status: 'ok' | 'degraded' | 'draining';
  @ApiProperty({ example: '2026-11-22T12:00:00.000Z' }) timestamp: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: ['up', 'down'] },
    example: { database: 'up', redis: 'up' },
  })
  checks: Record<string, 'up' | 'down'>;
  @ApiProperty({
    type: [String],
    description: 'what works but puts data at risk, such as a Redis without persistence',
    example: [],
  })
  warnings: string[];
  @ApiProperty({
    type: [String],
    description:
      'what makes the service degraded besides a dependency down, named: a worker host whose function network policy is not in force (it runs no function until it is)',
    example: [],
  })
  problems: string[];
}
