// Interface timings fixed by the specification (shared by components and their tests).

/** The Services dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;
