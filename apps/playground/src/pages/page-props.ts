/** What the shell hands every page. */
export interface PageProps {
  /** The page URL's parameters (deviceId, accessCodeId, …). */
  params: URLSearchParams;
  /** Opens another playground page. */
  navigate(page: string, params?: Record<string, string>): void;
}
