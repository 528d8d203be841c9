/** `haulkit-contract` / `pnpm contract` (see src/cli/main.ts). */
import { main } from "./cli/main.js";

process.exit(await main(process.argv.slice(2)));
