// The section cookie: the visitor's orientation section (worker/domain/vocabularies.ts lists them).
export const SECTION_COOKIE = 'section';
