import { UUID_PIPE } from '@fnhost/common';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors } from '../common/api-errors';
import {
  DailyDto,
  DaysQueryDto,
  FunctionsStatsDto,
  HourlyDto,
  HoursQueryDto,
  PeriodQueryDto,
  StatsDto,
} from './dto/stats.dto';
import { StatsService } from './stats.service';

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
  overview(@CurrentUser() user: AuthUser, @Query() { period }: PeriodQueryDto): Promise<StatsDto> {
    return this.stats.summary(user, period);
  }

  @ApiOperation({ summary: "Per function of the account's: its totals for a period" })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: FunctionsStatsDto })
  @Get('stats/functions')
  functions(@CurrentUser() user: AuthUser, @Query() { period }: PeriodQueryDto): Promise<FunctionsStatsDto> {
    return this.stats.perFunction(user, period);
  }

  @ApiOperation({ summary: "The account's hourly series" })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: HourlyDto })
  @Get('stats/overview/hourly')
  overviewHourly(@CurrentUser() user: AuthUser, @Query() { hours }: HoursQueryDto): Promise<HourlyDto> {
    return this.stats.hourly(user, hours);
  }

  @ApiOperation({ summary: "The account's daily series" })
  @ApiErrors(400)
  @ApiResponse({ status: 200, type: DailyDto })
  @Get('stats/overview/daily')
  overviewDaily(@CurrentUser() user: AuthUser, @Query() { days }: DaysQueryDto): Promise<DailyDto> {
    return this.stats.daily(user, days);
  }

  @ApiOperation({ summary: "A function's totals for a period" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: StatsDto })
  @Get('functions/:id/stats')
  function(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) uuid: string,
    @Query() { period }: PeriodQueryDto,
  ): Promise<StatsDto> {
    return this.stats.summary(user, period, uuid);
  }

  @ApiOperation({ summary: "A function's hourly series" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: HourlyDto })
  @Get('functions/:id/stats/hourly')
  functionHourly(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) uuid: string,
    @Query() { hours }: HoursQueryDto,
  ): Promise<HourlyDto> {
    return this.stats.hourly(user, hours, uuid);
  }

  @ApiOperation({ summary: "A function's daily series" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: DailyDto })
  @Get('functions/:id/stats/daily')
  functionDaily(
    @CurrentUser() user: AuthUser,
    @Param('id', UUID_PIPE) uuid: string,
    @Query() { days }: DaysQueryDto,
  ): Promise<DailyDto> {
    return this.stats.daily(user, days, uuid);
  }
}
