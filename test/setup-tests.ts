import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Dialogs and sections load their code when first used: on a busy machine that first import can
// take seconds, so a query waiting for what a user would see waits as long as that may take.
// A test that passes is no slower for it; only one that would fail waits longer to say so.
configure({ asyncUtilTimeout: 10000 });
