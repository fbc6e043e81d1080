/** Bounds on free text the server accepts; SPEC leaves them open, these keep rows sane. */
export const maxNameLength = 200;
export const maxDescriptionLength = 5000;
export const maxEmailLength = 254;
export const minPasswordLength = 8;
export const maxPasswordLength = 200;
