import { UUID_PIPE } from '@fnhost/common';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import { DailyDto, HourlyDto, StatsDto } from './dto/stats.dto';
import { StatsService } from './stats.service';

const PERIOD = {
  name: 'period',
  required: false,
  enum: ['1h', '24h', '7d', '30d'],
  description: 'default 24h',
};
const HOURS = { name: 'hours', required: false, description: 'default 24, max 168' };
const DAYS = { name: 'days', required: false, description: 'default 30, max 90' };

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
  @ApiQuery(HOURS)
  overviewHourly(@CurrentUser() user: AuthUser, @Query('hours') hours?: string): Promise<HourlyDto> {
    return this.stats.hourly(user, hours);
  }

  @ApiOperation({ summary: "The account's daily series" })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: DailyDto })
  @Get('stats/overview/daily')
  @ApiQuery(DAYS)
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
  @ApiQuery(HOURS)
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
  @ApiQuery(DAYS)
  functionDaily(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) uuid: string,
    @Query('days') days?: string,
  ): Promise<DailyDto> {
    return this.stats.daily(user, days, uuid);
  }
}
