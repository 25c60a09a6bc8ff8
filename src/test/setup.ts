import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '../hooks/use-toast';
import { ASYNC_LIMIT_MS } from './setup-logic';

// The setup of the tests that draw (jsdom): the logic's (./setup-logic.ts: an unexpected
// console.error fails its test, waits have a generous limit), then the DOM's matchers and
// Testing Library's wait limit.
configure({ asyncUtilTimeout: ASYNC_LIMIT_MS });

// A toast that a test raised without a viewport on its page is not the next test's: the app
// keeps one for a viewport still loading (src/hooks/use-toast.ts).
afterEach(() => dismissToast());
