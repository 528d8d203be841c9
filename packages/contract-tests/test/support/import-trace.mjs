// `node --import` this file: every module URL the process resolves is appended to the file named by
// HAULKIT_IMPORT_TRACE (a module-load marker: what a command loads, checked without timing it).
import { register } from "node:module";

register("./import-trace-hooks.mjs", import.meta.url);
