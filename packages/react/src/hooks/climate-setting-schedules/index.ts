export {
  climateSettingScheduleKeys,
  climateSettingScheduleQueries,
} from './climate-setting-schedule-queries.js';
export { useClimateSettingSchedule } from './use-climate-setting-schedule.js';
export { useClimateSettingSchedules } from './use-climate-setting-schedules.js';
