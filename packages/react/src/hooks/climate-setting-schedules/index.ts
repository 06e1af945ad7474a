export {
  climateSettingScheduleKeys,
  climateSettingScheduleQueries,
} from './climate-setting-schedule-queries.js';
export {
  type AllClimateSettingSchedules,
  isThermostatDevice,
  useAllClimateSettingSchedules,
} from './use-all-climate-setting-schedules.js';
export { useClimateSettingSchedule } from './use-climate-setting-schedule.js';
export { useClimateSettingSchedules } from './use-climate-setting-schedules.js';
export {
  type UpdateClimateSettingScheduleVariables,
  useUpdateClimateSettingSchedule,
} from './use-update-climate-setting-schedule.js';
