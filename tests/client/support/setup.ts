import { configure } from '@testing-library/react';

// findBy… and waitFor wait for the page to change; their limit is just under the test's own
// timeout rather than 1 s, so a busy machine (load 20 on 2 cores) makes them slower, never red.
configure({ asyncUtilTimeout: 25_000 });
