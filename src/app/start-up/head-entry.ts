// The page's <head> script: the build compiles this file alone and writes it into each page.
import { runHeadScript } from './head-script';

runHeadScript(window);
