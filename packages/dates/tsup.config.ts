import { libraryConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

// One module: a page that reads dates uses nearly all of them (parsing, the Japan calendar,
// formats), and a module apiece would add a wrapper each to its bundle.
export default defineConfig(libraryConfig({ bundled: true }));
