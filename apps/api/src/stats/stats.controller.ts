import { UUID_PIPE } from '@fnhost/common';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import { IntQuery } from '../common/api-queries';
import { DailyDto, HourlyDto, StatsDto } from './dto/stats.dto';
import { StatsService } from './stats.service';

const PERIOD = {
  name: 'period',
  required: false,
  enum: ['1h', '24h', '7d', '30d'],
  description: 'default 24h',
};

@ApiTags('stats')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @ApiOperation({ summary: "The account's totals for a period" })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: StatsDto })
  @Get('stats/overview')
  @ApiQuery(PERIOD)
  overview(@CurrentUser() user: AuthUser, @Query('period') period?: string): Promise<StatsDto> {
    return this.stats.summary(user, period);
  }

  @ApiOperation({ summary: "The account's hourly series" })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: HourlyDto })
  @Get('stats/overview/hourly')
  @IntQuery('hours', 'default 24, max 168')
  overviewHourly(@CurrentUser() user: AuthUser, @Query('hours') hours?: string): Promise<HourlyDto> {
    return this.stats.hourly(user, hours);
  }

  @ApiOperation({ summary: "The account's daily series" })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: DailyDto })
  @Get('stats/overview/daily')
  @IntQuery('days', 'default 30, max 90')
  overviewDaily(@CurrentUser() user: AuthUser, @Query('days') days?: string): Promise<DailyDto> {
    return this.stats.daily(user, days);
  }

  @ApiOperation({ summary: "A function's totals for a period" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: StatsDto })
  @Get('functions/:id/stats')
  @ApiQuery(PERIOD)
  function(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) uuid: string,
    @Query('period') period?: string,
  ): Promise<StatsDto> {
    return this.stats.summary(user, period, uuid);
  }

  @ApiOperation({ summary: "A function's hourly series" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: HourlyDto })
  @Get('functions/:id/stats/hourly')
  @IntQuery('hours', 'default 24, max 168')
  functionHourly(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) uuid: string,
    @Query('hours') hours?: string,
  ): Promise<HourlyDto> {
    return this.stats.hourly(user, hours, uuid);
  }

  @ApiOperation({ summary: "A function's daily series" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: DailyDto })
  @Get('functions/:id/stats/daily')
  @IntQuery('days', 'default 30, max 90')
  functionDaily(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) uuid: string,
    @Query('days') days?: string,
  ): Promise<DailyDto> {
    return this.stats.daily(user, days, uuid);
  }
}
