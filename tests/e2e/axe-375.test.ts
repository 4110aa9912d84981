/** Zero axe violations on every public route in both languages at 375 px (the suite: tests/helpers/axe-suite.ts). */
import { axeSuite } from "../helpers/axe-suite";

axeSuite(375);
