/**
 * Applies the preview (decorators, loaders, MSW, parameters) and the a11y addon's
 * annotations to every story the vitest "storybook" project runs, so a test renders a story
 * exactly as Storybook does and fails on an accessibility violation.
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
