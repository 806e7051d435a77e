// The site's vocabularies: the fixed lists of values the worker, its views and the browser's code share (pure data).

export const REPORT_SUBJECTS = ['dmca', 'technical', 'inappropriate', 'support'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
export const REPORT_OUTCOMES = ['taken_down', 'dismissed', 'replied'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const MEMBER_GENDERS = ['male', 'female', 'couple', 'trans'] as const;
export const RELATIONSHIPS = ['single', 'taken', 'married', 'open'] as const;
export const ORIENTATIONS = ['straight', 'gay', 'bisexual'] as const;
