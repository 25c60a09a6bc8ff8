import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { companyStepHref, routePatterns } from '../config/routes';
import { renderWithProviders, type RenderWithProvidersOptions } from './mock-bank-harness';

type CompanyStep = Parameters<typeof companyStepHref>[0];

/** How to render it (the address is the step's own). */
export type CompanyStepOptions = Omit<RenderWithProvidersOptions, 'route'>;

/** A company step's route screen at its own address for `companyId`, as the router shows it. */
export function renderCompanyStep(
  step: CompanyStep,
  screen: ReactElement,
  companyId: string,
  options: CompanyStepOptions = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path={routePatterns[step]} element={screen} />
    </Routes>,
    { route: companyStepHref(step, companyId), ...options },
  );
}
