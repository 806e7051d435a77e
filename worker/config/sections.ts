// Orientation sections: the visitor's choice, stored as the section cookie and as gender 0/1/2 in D1.
export const SECTIONS = ['straight', 'shemale', 'gay'] as const;
export type Section = (typeof SECTIONS)[number];
export const DEFAULT_SECTION: Section = 'straight';
export const SECTION_COOKIE = 'section';

export function isSection(value: string | undefined): value is Section {
  return value !== undefined && (SECTIONS as readonly string[]).includes(value);
}

export function sectionGender(section: Section): 0 | 1 | 2 {
  return SECTIONS.indexOf(section) as 0 | 1 | 2;
}
