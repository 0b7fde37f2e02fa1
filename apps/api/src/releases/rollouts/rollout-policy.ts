import { badRequest } from '@fnhost/common';
import { RolloutPolicy } from '@fnhost/database';
import { LATEST } from '@fnhost/releases';
import { plainToInstance } from 'class-transformer';
import type { EntityManager } from 'typeorm';
import { validateSync } from 'class-validator';
import { RolloutPolicyDto } from './dto/rollout.dto';

/** What a one-off rollout at deploy takes when neither it nor the function's policy says. */
export const POLICY_DEFAULTS: Omit<RolloutPolicy, 'steps' | 'step_interval_s'> = {
  target: LATEST,
  max_error_rate: 0.05,
  max_p95_ratio: null,
  min_calls: 10,
};

/** A policy as given, checked (the DTO's rules, and steps rising): 400 naming the field. */
export function checkPolicy(given: unknown, field = ''): RolloutPolicy {
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw badRequest(`${field || 'rollout'}: must be a JSON object`);
  const dto = plainToInstance(RolloutPolicyDto, given);
  const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length)
    throw badRequest(
      errors
        .flatMap((e) => Object.values(e.constraints ?? {}))
        .map((m) => `${field}${m}`)
        .join('; '),
    );
  if (dto.steps.some((s, i) => i > 0 && s <= dto.steps[i - 1]))
    throw badRequest(`${field}steps must rise: each percent above the one before`);
  return {
    target: dto.target,
    steps: dto.steps,
    step_interval_s: dto.step_interval_s,
    max_error_rate: dto.max_error_rate,
    max_p95_ratio: dto.max_p95_ratio ?? null,
    min_calls: dto.min_calls,
  };
}

/**
 * A deploy's one-off rollout (the form field `rollout`, JSON): its fields over the function's
 * policy, else over POLICY_DEFAULTS. Undefined: none given.
 */
export function oneOffPolicy(raw: string | undefined, base: RolloutPolicy | null): RolloutPolicy | undefined {
  if (raw === undefined || raw === '') return undefined;
  let given: unknown;
  try {
    given = JSON.parse(raw);
  } catch {
    throw badRequest('rollout: not valid JSON');
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw badRequest('rollout: must be a JSON object');
  return checkPolicy({ ...(base ?? POLICY_DEFAULTS), ...given }, 'rollout.');
}

/** The function's rollout policy, or null. */
export async function policyOf(
  db: Pick<EntityManager, 'query'>,
  functionUuid: string,
): Promise<RolloutPolicy | null> {
  const [row] = (await db.query(`SELECT policy FROM rollout_policies WHERE function_uuid = $1`, [
    functionUuid,
  ])) as {
    policy: RolloutPolicy;
  }[];
  return row?.policy ?? null;
}
