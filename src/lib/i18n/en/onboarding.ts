/** English texts of the onboarding area. */
export const onboardingEn = {} as const;
