/**
 * The transfer flow's steps after the first (who is paid): their forms, schemas, decimal and
 * IBAN checks are not needed to draw the first step, so they load once it is drawn
 * (transfer-flow.tsx), not before it (issue 23 §3).
 */
export { AmountStep } from './amount-step';
export { CustomerStep } from './customer-step';
export { ReviewStep } from './review-step';
export { SepaStep } from './sepa-step';
