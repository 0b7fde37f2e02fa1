import { FunctionEntity } from '@fnhost/database';
import { FunctionFor } from '../functions/function-for';
import { Audit } from '../http/route-marks';
import { Body, Controller, Delete, Get, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MessageDto } from '../auth/dto/auth.dto';
import { ApiErrors } from '../common/api-errors';
import { FunctionUrlConfigDto, FunctionUrlDto } from './dto/function-url.dto';
import { FunctionUrlsService } from './function-urls.service';

@ApiTags('function URLs')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class FunctionUrlsController {
  constructor(private readonly urls: FunctionUrlsService) {}

  @ApiOperation({
    summary: "Give a function a URL, or change its URL's auth and CORS",
    description:
      'The URL, `<PUBLIC_URL>/fn/<slug>/`, takes any HTTP request (GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS) on any path below it and runs the active version with AWS Lambda\'s payload format 2.0 (trigger "http"). Its random slug stays until the URL is deleted and is never given out again.',
  })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 201, type: FunctionUrlDto, description: 'created' })
  @ApiResponse({ status: 200, type: FunctionUrlDto, description: 'changed (same slug)' })
  @Audit('url.set', 'function')
  @Put(':id/url')
  async put(
    @FunctionFor('function.write') fn: FunctionEntity,
    @Body() dto: FunctionUrlConfigDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<FunctionUrlDto> {
    const { url, created } = await this.urls.put(fn, dto);
    res.status(created ? 201 : 200);
    return url;
  }

  @ApiOperation({ summary: "A function's URL" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: FunctionUrlDto })
  @Get(':id/url')
  get(@FunctionFor('function.read') fn: FunctionEntity): Promise<FunctionUrlDto> {
    return this.urls.get(fn);
  }

  @ApiOperation({ summary: "Delete a function's URL: its slug answers 404 from now on" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: MessageDto })
  @Audit('url.delete', 'function')
  @Delete(':id/url')
  async delete(@FunctionFor('function.write') fn: FunctionEntity): Promise<MessageDto> {
    await this.urls.delete(fn);
    return { message: 'function URL deleted' };
  }
}
