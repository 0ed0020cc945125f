/** Spec section 9: below 768 px the site uses the mobile menu. Matches Tailwind's `md`. */
export const DESKTOP_QUERY = '(min-width: 768px)';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** From 1024 px the desk shows its sections as a sidebar; below, as a one-line menu. Tailwind's `lg`. */
export const WIDE_QUERY = '(min-width: 1024px)';
