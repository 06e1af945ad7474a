/** A one-time login to the consumer dashboard of one application. */
export interface DashboardAccessOut {
  token: string;
  url: string;
}
