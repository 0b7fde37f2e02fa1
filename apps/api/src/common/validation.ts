import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const field = prefix + e.property;
    if (e.children?.length) return flatten(e.children, `${field}.`);
    return Object.values(e.constraints ?? {}).map((msg) =>
      msg.startsWith('property ') ? `${field}: unknown field` : `${field}: ${msg}`,
    );
  });
}

/** Every DTO's validation: unknown fields refused, values transformed to their types, a 400 that names each field. */
export const validationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ')),
  });
