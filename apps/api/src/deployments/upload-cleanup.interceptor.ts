import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { rm } from 'fs/promises';
import { finalize, Observable } from 'rxjs';

/**
 * Removes the request's uploaded temporary file once it is answered, whatever the answer (a refused
 * field fails before the handler runs): storage keeps its own copy, nothing else needs it.
 */
@Injectable()
export class UploadCleanup implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const file = context.switchToHttp().getRequest<{ file?: { path?: string } }>().file?.path;
    return next.handle().pipe(finalize(() => file && void rm(file, { force: true })));
  }
}
