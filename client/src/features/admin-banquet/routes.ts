/** Child routes of /admin for the banquet hall (its setup, an event's function sheet), as [path, page]. */
export const adminBanquetRoutes = [
  ['banquet', 'BanquetSetupPage'],
  ['events/:id/sheet', 'FunctionSheetPage'],
] as const;
