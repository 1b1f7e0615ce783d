import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy…/waitFor wait up to 5 s instead of 1 s: on a loaded 2-core CI machine a lazy screen can
// take over a second to appear. A screen that never appears still fails.
configure({ asyncUtilTimeout: 5_000 });
