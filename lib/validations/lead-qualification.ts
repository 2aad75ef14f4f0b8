// Lead qualification (spec §3, §4): the one list the database, the API, the dashboard and the
// chat all use.
export const LEAD_QUALIFICATIONS = ["Hot", "Warm", "Cold"] as const;
export type LeadQualification = (typeof LEAD_QUALIFICATIONS)[number];
