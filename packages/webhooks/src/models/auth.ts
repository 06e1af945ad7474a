/** A one-time login to the consumer dashboard of one application. */
export interface DashboardAccessOut {
  /** The one-time token the dashboard is opened with. */
  token: string;
  /** The address that opens the dashboard, logged in, to link to or embed. */
  url: string;
}
