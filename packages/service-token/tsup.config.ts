import { libraryConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(libraryConfig());
