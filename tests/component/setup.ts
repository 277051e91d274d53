import 'reflect-metadata/lite';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadSanitizer } from '../../src/shared/components/safe-html';

// The app loads DOMPurify on first use; tests start with it loaded.
beforeAll(async () => {
  await loadSanitizer();
});

afterEach(() => cleanup());
