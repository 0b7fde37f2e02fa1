import { SASL_MECHANISMS, SaslMechanism, TRIGGER_LIMITS, TRIGGER_TYPES, TriggerType } from '@fnhost/triggers';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString } from 'class-validator';

// The body's fields are checked in full by checkTrigger (@fnhost/triggers), one rule set for the
// api, the stack file and the CLI; these classes describe them and refuse wrong kinds early.

export class TriggerTlsDto {
  @ApiPropertyOptional({ description: "a secret of the function's team holding the CA certificate (PEM)" })
  ca_secret?: string;
  @ApiPropertyOptional({
    default: false,
    description: "skip verifying the broker's certificate (tests only)",
  })
  insecure?: boolean;
}

@ApiExtraModels(TriggerTlsDto)
export class TriggerConnectionDto {
  @ApiProperty({
    description:
      'the broker: nats://host:port, amqp(s)://host:port/vhost, kafka://host:port[,host:port…], mqtt(s)://host:port; no credentials in it',
    maxLength: 2048,
  })
  url: string;
  @ApiPropertyOptional() username?: string;
  @ApiPropertyOptional({ description: "a secret of the function's team holding the password" })
  password_secret?: string;
  @ApiPropertyOptional({
    enum: SASL_MECHANISMS,
    description: 'Kafka only, with a username: how the account is proven (plain when not given)',
  })
  sasl_mechanism?: SaslMechanism;
  @ApiPropertyOptional({
    type: TriggerTlsDto,
    description:
      "TLS: NATS and Kafka speak it when this is given ({} trusts the system's CAs), RabbitMQ and MQTT by their amqps: and mqtts: URLs",
  })
  tls?: TriggerTlsDto;
}

export class NatsSourceDto {
  @ApiProperty({ description: 'a JetStream stream' }) stream: string;
  @ApiPropertyOptional({ description: "the consumer's filter subject" }) subject?: string;
  @ApiProperty({ description: 'the durable pull consumer (created when missing)' }) durable: string;
}
export class RabbitSourceDto {
  @ApiProperty({ description: 'an existing queue' }) queue: string;
  @ApiPropertyOptional({ minimum: 1, maximum: TRIGGER_LIMITS.maxPrefetch }) prefetch?: number;
}
export class KafkaSourceDto {
  @ApiProperty() topic: string;
  @ApiProperty() group_id: string;
}
export class MqttSourceDto {
  @ApiProperty({ description: 'a topic filter (+ and # allowed)' }) topic: string;
  @ApiProperty({ enum: [1] }) qos: 1;
}

export class TriggerBatchDto {
  @ApiProperty({ minimum: 1, maximum: TRIGGER_LIMITS.maxMessages }) max_messages: number;
  @ApiProperty({
    minimum: 0,
    maximum: TRIGGER_LIMITS.maxWaitMs,
    description: 'how long a batch waits to fill',
  })
  max_wait_ms: number;
}

const SOURCE = {
  description:
    'by type: nats {stream, subject?, durable}, rabbitmq {queue, prefetch?}, kafka {topic, group_id}, mqtt {topic, qos: 1}',
  oneOf: [NatsSourceDto, RabbitSourceDto, KafkaSourceDto, MqttSourceDto].map((t) => ({
    $ref: getSchemaPath(t),
  })),
};

@ApiExtraModels(
  TriggerConnectionDto,
  NatsSourceDto,
  RabbitSourceDto,
  KafkaSourceDto,
  MqttSourceDto,
  TriggerBatchDto,
)
export class CreateTriggerDto {
  @ApiProperty({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$' })
  @IsString({ message: 'must be a string' })
  name: string;
  @ApiProperty({ enum: TRIGGER_TYPES })
  @IsIn(TRIGGER_TYPES, { message: `one of ${TRIGGER_TYPES.join(', ')}` })
  type: TriggerType;
  @ApiProperty({ type: TriggerConnectionDto })
  @IsObject({ message: 'must be an object' })
  connection: TriggerConnectionDto;
  @ApiProperty(SOURCE) @IsObject({ message: 'must be an object' }) source: object;
  @ApiPropertyOptional({ type: TriggerBatchDto, description: 'absent: one message per invocation' })
  @IsOptional()
  @IsObject({ message: 'must be an object' })
  batch?: TriggerBatchDto;
  @ApiPropertyOptional({
    minimum: 1,
    maximum: TRIGGER_LIMITS.maxInFlight,
    default: TRIGGER_LIMITS.defaultInFlight,
  })
  @IsOptional()
  @IsInt({ message: 'an integer' })
  max_in_flight?: number;
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'must be a boolean' })
  enabled?: boolean;
}

@ApiExtraModels(TriggerConnectionDto, TriggerBatchDto)
export class UpdateTriggerDto {
  @ApiPropertyOptional() @IsOptional() @IsString() name?: string;
  @ApiPropertyOptional({ enum: TRIGGER_TYPES, description: 'cannot change' })
  @IsOptional()
  @IsString()
  type?: TriggerType;
  @ApiPropertyOptional({ type: TriggerConnectionDto })
  @IsOptional()
  @IsObject({ message: 'must be an object' })
  connection?: TriggerConnectionDto;
  @ApiPropertyOptional(SOURCE)
  @IsOptional()
  @IsObject({ message: 'must be an object' })
  source?: object;
  @ApiPropertyOptional({ type: TriggerBatchDto })
  @IsOptional()
  @IsObject({ message: 'must be an object' })
  batch?: TriggerBatchDto;
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'an integer' })
  max_in_flight?: number;
  @ApiPropertyOptional({ description: 'false: the consumer stops within seconds (state paused)' })
  @IsOptional()
  @IsBoolean({ message: 'must be a boolean' })
  enabled?: boolean;
}

export class TriggerStatusDto {
  @ApiProperty({ enum: ['starting', 'running', 'paused', 'error'] }) state:
    'starting' | 'running' | 'paused' | 'error';
  @ApiProperty({ type: String, nullable: true, description: "the broker's or the consumer's last error" })
  last_error: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'messages waiting in the source, where the broker tells it',
  })
  lag: number | null;
  @ApiProperty() messages_total: number;
  @ApiProperty({ type: String, nullable: true }) last_message_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the worker consuming it' }) owner: string | null;
}

@ApiExtraModels(
  TriggerConnectionDto,
  TriggerBatchDto,
  TriggerStatusDto,
  NatsSourceDto,
  RabbitSourceDto,
  KafkaSourceDto,
  MqttSourceDto,
)
export class TriggerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: TRIGGER_TYPES }) type: TriggerType;
  @ApiProperty({ type: TriggerConnectionDto, description: 'secret names only, never values' })
  connection: TriggerConnectionDto;
  @ApiProperty(SOURCE) source: object;
  @ApiProperty({ type: TriggerBatchDto }) batch: TriggerBatchDto;
  @ApiProperty() max_in_flight: number;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: TriggerStatusDto }) status: TriggerStatusDto;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

export class TriggerListDto {
  @ApiProperty({ type: [TriggerDto] }) triggers: TriggerDto[];
}
