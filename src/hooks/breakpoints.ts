/** Spec section 9: below 768 px the site uses the mobile menu. Matches Tailwind's `md`. */
export const DESKTOP_QUERY = '(min-width: 768px)';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
