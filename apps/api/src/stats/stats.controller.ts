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
  TeamDaysQueryDto,
  TeamHoursQueryDto,
  TeamPeriodQueryDto,
} from './dto/stats.dto';
import { StatsService } from './stats.service';

@ApiTags('stats')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @ApiOperation({ summary: "A team's totals for a period" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: StatsDto })
  @Get('stats/overview')
  overview(
    @CurrentUser() user: AuthUser,
    @Query() { period, team_id }: TeamPeriodQueryDto,
  ): Promise<StatsDto> {
    return this.stats.summary(user, period, { team: team_id });
  }

  @ApiOperation({ summary: "Per function of a team's: its totals for a period" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: FunctionsStatsDto })
  @Get('stats/functions')
  functions(
    @CurrentUser() user: AuthUser,
    @Query() { period, team_id }: TeamPeriodQueryDto,
  ): Promise<FunctionsStatsDto> {
    return this.stats.perFunction(user, period, team_id);
  }

  @ApiOperation({ summary: "A team's hourly series" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: HourlyDto })
  @Get('stats/overview/hourly')
  overviewHourly(
    @CurrentUser() user: AuthUser,
    @Query() { hours, team_id }: TeamHoursQueryDto,
  ): Promise<HourlyDto> {
    return this.stats.hourly(user, hours, { team: team_id });
  }

  @ApiOperation({ summary: "A team's daily series" })
  @ApiErrors(400, 404)
  @ApiResponse({ status: 200, type: DailyDto })
  @Get('stats/overview/daily')
  overviewDaily(
    @CurrentUser() user: AuthUser,
    @Query() { days, team_id }: TeamDaysQueryDto,
  ): Promise<DailyDto> {
    return this.stats.daily(user, days, { team: team_id });
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
    return this.stats.summary(user, period, { fn: uuid });
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
    return this.stats.hourly(user, hours, { fn: uuid });
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
    return this.stats.daily(user, days, { fn: uuid });
  }
}
